import { defineApp } from '../rspack.config.base';
import { ANALYSES_SECTIONS } from './src/expose/sections';

export default defineApp({
  name: 'analyses',
  dir: __dirname,
  sections: ANALYSES_SECTIONS,
  exposes: { './routes': './src/expose/routes.tsx' },
});
