/**
 * A part of a page that the server renders with its data or leaves to the browser. The same record names it
 * everywhere: in `RenderedPage.sections` and `.leftToBrowser`, in `ClientOnlyError`, in the page's state, in the
 * site server's rule for which pages it keeps, and in the browser's hydration.
 *
 * - a remote's route section: `{ remote: 'catalog', module: 'routes', section: 'services' }` (the section is
 *   named where it is known: the server names it when it renders it; a section left to the browser is named by
 *   its remote and module, which is all the cache rule asks);
 * - a remote's widget: `{ remote: 'catalog', module: 'ServiceTiles' }` (its exposed module);
 * - the shell's own data: `{ remote: 'shell', module: 'home' }` (the home page's banners).
 */
export interface PagePart {
  /** The remote that owns the part, or `shell`. */
  remote: string;
  /** Its exposed module (`routes`, `ServiceTiles`), or the shell's name for its own data (`home`). */
  module: string;
  /** Which of the remote's route sections a `routes` part is ('services', 'doctors-list'). */
  section?: string;
  /**
   * A rendered `routes` part's own chunks (PreparedSection.chunks; absent when prepare names none): the browser
   * fetches their files with the remote's code. Not part of the part's identity (partKey).
   */
  chunks?: string[];
}

/** The remote name of the shell's own parts. */
export const SHELL_PART_OWNER = 'shell';

/** The home page's banners: the shell's own data. */
export const SHELL_HOME_PART: PagePart = { remote: SHELL_PART_OWNER, module: 'home' };

/** A stable text for a part (a key, a log line): `catalog/routes/services`, `catalog/ServiceTiles`, `shell/home`. */
export function partKey({ remote, module, section }: PagePart): string {
  return section ? `${remote}/${module}/${section}` : `${remote}/${module}`;
}

export const samePart = (a: PagePart, b: PagePart): boolean => partKey(a) === partKey(b);
