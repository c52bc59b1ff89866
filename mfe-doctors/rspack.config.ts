import { defineApp } from '../rspack.config.base';

export default defineApp({
  name: 'doctors',
  dir: __dirname,
  exposes: {
    './routes': './src/expose/routes.tsx',
    './DoctorsSlider': './src/expose/DoctorsSlider.tsx',
  },
});
