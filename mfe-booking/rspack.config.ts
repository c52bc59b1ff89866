import { defineApp } from '../rspack.config.base';

export default defineApp({
  name: 'booking',
  dir: __dirname,
  exposes: { './BookingHost': './src/expose/BookingHost.tsx' },
});
