// The apps of the workspace, as the build, start and release scripts see them. A TypeScript module (the
// scripts run through tsx) so that the remote list is the one of @clinic/shared's federation facts.
import { type AppName, REMOTE_NAMES } from '@clinic/shared/federation';

export const REMOTES = REMOTE_NAMES;
export type { AppName };
export const APPS: readonly { name: AppName; dir: string }[] = [
  { name: 'shell', dir: 'shell' },
  ...REMOTES.map((name) => ({ name, dir: `mfe-${name}` })),
];
