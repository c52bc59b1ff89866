import { defineApp } from '../rspack.config.base';

export default defineApp({
  name: 'analyses',
  dir: __dirname,
  exposes: { './routes': './src/expose/routes.tsx' },
});
