import { defineApp } from '../rspack.config.base';

export default defineApp({
  name: 'catalog',
  dir: __dirname,
  exposes: {
    './routes': './src/expose/routes.tsx',
    // The home page's widgets (names fixed in @clinic/shared WIDGETS).
    './ServiceTiles': './src/expose/ServiceTiles.tsx',
    './CheckUpCard': './src/expose/CheckUpCard.tsx',
    './PromotionsBlock': './src/expose/PromotionsBlock.tsx',
  },
});
