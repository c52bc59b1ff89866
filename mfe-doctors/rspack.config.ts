import { defineApp } from '../rspack.config.base';
import { DOCTORS_SECTIONS } from './src/expose/sections';

export default defineApp({
  name: 'doctors',
  dir: __dirname,
  sections: DOCTORS_SECTIONS,
  exposes: {
    './routes': './src/expose/routes.tsx',
    './DoctorsSlider': './src/expose/DoctorsSlider.tsx',
  },
});
