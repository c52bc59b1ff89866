import { defineApp } from '../rspack.config.base';

export default defineApp({ name: 'shell', dir: __dirname });
