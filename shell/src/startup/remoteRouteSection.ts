import type { SHELL_PART_OWNER } from '@clinic/shared';

/** A part of the server's state as the shell's entry reads it: unchecked JSON. */
export interface UncheckedPart {
  remote?: unknown;
  module?: unknown;
  section?: unknown;
  chunks?: unknown;
}

const SHELL: typeof SHELL_PART_OWNER = 'shell';

/**
 * A route section a remote rendered on the server: what data-page-ready waits for, so its code starts early
 * (startRenderedSections in the bootstrap). Widgets (the home page's) and the
 * shell's own parts are not. Shell-local, not @clinic/shared's: the entry runs before the shared scope exists.
 */
export const isRemoteRouteSection = (part: UncheckedPart | null | undefined): boolean =>
  !!part?.section && part.module === 'routes' && typeof part.remote === 'string' && part.remote !== SHELL;
