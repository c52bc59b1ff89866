export { PromotionsLayout as Component } from './PromotionsLayout';
