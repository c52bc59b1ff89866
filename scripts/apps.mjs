// The apps of the workspace, as the build, start and size scripts see them.
export const REMOTES = ['catalog', 'analyses', 'doctors', 'booking'];
export const APPS = [
  { name: 'shell', dir: 'shell' },
  ...REMOTES.map((name) => ({ name, dir: `mfe-${name}` })),
];
export const DEPLOY_ROOT = process.env.DEPLOY_ROOT ?? 'dist';
