import { defineApp } from '../rspack.config.base';
import { CATALOG_SECTIONS } from './src/expose/sections';

export default defineApp({
  name: 'catalog',
  dir: __dirname,
  sections: CATALOG_SECTIONS,
  exposes: {
    './routes': './src/expose/routes.tsx',
    // The home page's widgets (names fixed in @clinic/shared WIDGETS).
    './ServiceTiles': './src/expose/ServiceTiles.tsx',
    './CheckUpCard': './src/expose/CheckUpCard.tsx',
    './PromotionsBlock': './src/expose/PromotionsBlock.tsx',
  },
});
