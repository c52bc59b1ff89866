import { defineApp } from '../rspack.config.base';

export default defineApp({
  name: 'catalog',
  dir: __dirname,
  exposes: { './routes': './src/expose/routes.tsx' },
});
