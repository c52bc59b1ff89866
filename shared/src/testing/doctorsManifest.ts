/** A doctors remote's mf-manifest.json as the build writes it (tests of what the shell and the site server read from it). */
export const DOCTORS_MANIFEST = {
  metaData: {
    publicPath: 'auto',
    remoteEntry: { name: 'remoteEntry.js', path: '' },
    pageChunks: {
      'doctors-list': ['doctors-list.js'],
      'doctor-details': ['183.js', 'doctor-details.js'],
      broken: 'not a list',
    },
  },
  exposes: [
    { name: 'DoctorsSlider', path: './DoctorsSlider', assets: { js: { sync: ['slider.js'] } } },
    {
      name: 'routes',
      path: './routes',
      assets: { js: { sync: ['183.js', '__federation_expose_routes.js'] } },
    },
  ],
};
