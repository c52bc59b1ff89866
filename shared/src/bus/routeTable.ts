import type { Scope } from 'effector';
import type { ComponentType, ReactNode } from 'react';
import type { RoutePattern } from '../routing/paths';
import type { PrepareSection, RemoteRoutesProps, SectionName } from './remoteContract';

/**
 * A remote's route table, in React Router's vocabulary: route objects with `path`, `Component` or `lazy`
 * (resolving to `{ Component, loader, action }`), `children`; loaders and actions take
 * `({ request, params, context })`. Its `<Routes>`, its `prepare` (the server build's and the browser's before
 * hydration), its form posts and the start of a page on navigation are all generated from it
 * (`remoteRoutes`, `shared/src/routing/remoteRoutes.tsx`), so they cannot disagree.
 *
 * React Router's own data router is not used: on `/` it costs +16.7 KB gzip over the library-mode router the
 * shell ships (docs/ssr.md). These objects run on `useRoutes` and `matchRoutes` instead.
 */

/** What a loader or an action is given besides the request: the request's effector scope on the server. */
export interface RouteContext {
  /** Fire the model's events in it (`startSection`); absent in the browser, where the global stores are used. */
  scope?: Scope;
}

/** React Router's loader and action arguments. */
export interface RouteArgs {
  /** A GET for the address (its `url` has the path and the query), or the form's POST for an action. */
  request: Request;
  /** The pattern's params: `{ slug: 'ivanov-ivan' }`. */
  params: Readonly<Record<string, string | undefined>>;
  context: RouteContext;
}

/**
 * Fires the page's model events and resolves once its data is in: the data lives in the stores (on the server,
 * the request's scope), so it returns nothing. Run once per navigation, never by the page's own mount.
 */
export type RouteLoader = (args: RouteArgs) => Promise<void>;

/**
 * A form post to a route (the booking pages), handled by the remote's server code. It returns a `Response`: a
 * redirect (a 303 with its `Location`: Post/Redirect/Get), or a status with the page again, whose values and
 * messages the action put into the request's scope: 422 the form with what to correct, 400 a post no form of
 * this site makes, 503 the form with a message that nothing was sent.
 */
export type RouteAction = (args: RouteArgs & { context: Required<RouteContext> }) => Promise<Response>;

/** What a route's `lazy` resolves to: its page, and what opening it loads or posting to it does. */
export interface RouteModule {
  Component: ComponentType;
  loader?: RouteLoader;
  action?: RouteAction;
}

/**
 * A name a route's `lazy` import gives its chunk (`/* webpackChunkName: "doctors-list" *\/`). The build lists
 * each named chunk's files in the remote's manifest (`metaData.pageChunks`), and a browser opening a page the
 * server rendered fetches them with the remote's code instead of a round trip later
 * (shell/src/startup/startRemoteDownloads.ts, from the list the site server writes).
 */
export type ChunkName = string;

/** Route data of our own, in React Router's `handle`. */
export interface RouteHandle {
  /** Chunks the page picks at request time (the analyses list's phone or desktop layout). */
  chunks?: (args: RouteArgs) => readonly ChunkName[];
}

export interface ClinicRoute {
  /** For a `lazy` route: the chunk its import names (a test reads the import and checks they agree). */
  id?: ChunkName;
  /** Absolute, from ROUTES ('/doctors-list/:slug'), or '*'; none: a layout around its children. */
  path?: RoutePattern | '*';
  index?: true;
  Component?: ComponentType;
  element?: ReactNode;
  lazy?: () => Promise<RouteModule>;
  loader?: RouteLoader;
  action?: RouteAction;
  handle?: RouteHandle;
  children?: readonly ClinicRoute[];
}

/** One section of the product a remote owns: every address under `prefix`, routed by its children. */
export interface SectionRoutes {
  section: SectionName;
  /** The section's root, from ROUTES: '/services'. */
  prefix: RoutePattern;
  children: readonly ClinicRoute[];
}

export type RouteTable = readonly SectionRoutes[];

/** The prefixes a remote owns and the section each is (what the shell mounts its `./routes` for). */
export type SectionOwners = ReadonlyArray<{ prefix: RoutePattern; section: SectionName }>;

/** What a remote's exposed `./routes` module (and its server build) exports, all generated from its table. */
export interface RemoteRoutesModule {
  default: ComponentType<RemoteRoutesProps>;
  prepare: PrepareSection;
  sections: SectionOwners;
  /** A form post to one of its routes (null: no route there takes posts). */
  submit: SubmitToSection;
}

/** A post to an address of a section, as the shell's server build hands it to the section's remote. */
export interface SectionPost {
  section: SectionName;
  pathname: string;
  fields: Readonly<Record<string, string>>;
  scope: Scope;
}

/**
 * What a post came to, as it crosses from the remote to the shell's server build: where to go next, or the page
 * again with this status (the action's `Response`, read).
 */
export type RouteActionResult = { redirect: string } | { status: 400 | 422 | 503 };
export type SubmitToSection = (post: SectionPost) => Promise<RouteActionResult | null>;
