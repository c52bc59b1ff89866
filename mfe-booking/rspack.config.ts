import { defineApp } from '../rspack.config.base';
import { BOOKING_SECTIONS } from './src/expose/sections';

export default defineApp({
  name: 'booking',
  dir: __dirname,
  sections: BOOKING_SECTIONS,
  exposes: {
    './BookingHost': './src/expose/BookingHost.tsx',
    './routes': './src/expose/routes.tsx',
  },
});
