import type { SectionName } from '../federation/sectionOwners';

export type { SectionName };

/** What the shell passes to a remote's exposed `./routes` module. */
export interface RemoteRoutesProps {
  /** Which route section the shell mounted the module for (the catalogue serves three). */
  section: SectionName;
}

/**
 * A section's data, loaded before it renders: on the server in the request's scope (then rendered), in the
 * browser before the server's HTML is hydrated (from the answers the server handed over). A remote's `./routes`
 * module and its server build export it as `prepare`, generated from its route table
 * (`remoteRoutes`, see routeTable.ts); a section without one is rendered in the browser.
 */
export interface SectionStart {
  section: SectionName;
  /** The path being rendered: '/doctors-list/ivanov-ivan'. */
  pathname: string;
  /** Its query, as `location.search` has it: '?category=2' ('' or absent: none). */
  search?: string;
  /** The request's effector scope on the server; absent in the browser. */
  scope?: import('effector').Scope;
}

/** What `prepare` says of the page it prepared: the chunks of its route (undefined: nothing to name). */
export interface PreparedSection {
  /** The matched layout's and page's chunk names (a lazy route's `id`, `handle.chunks`), for the browser to fetch early. */
  chunks: string[];
}

export type PrepareSection = (start: SectionStart) => Promise<PreparedSection | undefined>;

/**
 * A widget's data, loaded before it renders, as a section's is: on the server in the request's scope, in the
 * browser before the widget's server HTML is hydrated. A widget module exports it as `prepare`; a widget without
 * one is rendered in the browser.
 */
export type PrepareWidget = (scope?: import('effector').Scope) => Promise<void>;
