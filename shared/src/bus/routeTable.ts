import type { Scope } from 'effector';
import type { ComponentType } from 'react';
import type { RoutePattern } from '../routing/paths';
import type { PrepareSection, RemoteRoutesProps, SectionName } from './remoteContract';

/**
 * A remote's route table: the only place its addresses live. Its `<Routes>`, its `prepare` (the
 * server build's and the browser's before hydration) and the start of a page on navigation are all generated
 * from it (`remoteRoutes` in `@clinic/shared`), so they cannot disagree. After React Router's data routers: one
 * route object with its pattern, its page, what it loads and (later) what a form post to it does.
 */

/** What a route's load is given: the matched address, and the request's scope on the server. */
export interface RouteStart {
  /** The pattern's params: `{ slug: 'ivanov-ivan' }`. */
  params: Readonly<Record<string, string | undefined>>;
  /** The whole path: '/services/category/uzi'. */
  pathname: string;
  /** The query as `location.search` has it ('' for none). */
  search: string;
  /** The request's scope on the server (fire the model's events in it: `startSection`); absent in the browser. */
  scope?: Scope;
}

/**
 * Fires the page's model events and resolves once its data is in: on the server in the request's scope, in
 * the browser in the global stores. Started once per navigation, never by the page's own mount.
 */
export type RouteLoad = (start: RouteStart) => Promise<void>;

/**
 * A component in a chunk of its own, loaded when the route is first shown or prepared; or one already in the
 * routes module's chunk, returned as it is (rendered at once, never a spinner).
 */
export type ComponentLoader = () => ComponentType | Promise<ComponentType>;

/**
 * A form post to a route (the booking pages), handled by the remote's server code. After React
 * Router's `action`: it reads the posted fields, does what they ask, and either redirects (Post/Redirect/Get) or
 * puts what the page must show again (the values, the messages) into the request's scope and names the status.
 */
export interface RouteActionRequest {
  params: Readonly<Record<string, string | undefined>>;
  pathname: string;
  /** The posted fields (`application/x-www-form-urlencoded`, parsed and size-capped by the site server). */
  fields: Readonly<Record<string, string>>;
  /** The request's scope: the page rendered after a refused post reads it. */
  scope: Scope;
}
/**
 * Where to go next, or the page again with this status: 422 the form with what to correct, 400 a post no form
 * of this site makes (forged, or an unknown target), 503 the form with a message that nothing was sent.
 */
export type RouteActionResult = { redirect: string } | { status: 400 | 422 | 503 };
export type RouteAction = (request: RouteActionRequest) => Promise<RouteActionResult>;

/**
 * A name a route's own imports give their chunk (`/* webpackChunkName: "doctors-list" *\/` on its page's and its
 * load's imports, so that they share one). The build lists each named chunk's files in the remote's manifest
 * (`metaData.pageChunks`), and a browser opening a page the server rendered fetches them with the remote's code
 * instead of a round trip later (shell/src/startup/warmRenderedRemotes.ts).
 */
export type ChunkName = string;

export interface PageRoute {
  /** Absolute, from ROUTES: '/doctors-list/:slug'. */
  pattern: RoutePattern;
  page: ComponentLoader;
  /**
   * The chunks its page and load import (ChunkName), or a function of the start that picks them (the analyses
   * list's phone or desktop layout); the routes' tests check that an import names each.
   */
  chunks?: readonly ChunkName[] | ((start: RouteStart) => readonly ChunkName[]);
  load?: RouteLoad;
  action?: RouteAction;
}

/** A layout around a section's pages (the services tabs); its load runs once on entering the section. */
export interface SectionLayout {
  component: ComponentLoader;
  chunks?: readonly ChunkName[];
  load?: RouteLoad;
}

/** One section of SPEC §2 a remote owns: every address under `prefix`. */
export interface RouteSection {
  section: SectionName;
  /** The section's root, from ROUTES: '/services'. */
  prefix: RoutePattern;
  layout?: SectionLayout;
  routes: readonly PageRoute[];
  /** Where the bare prefix goes ('/check-up' → '/check-up/list'). */
  indexRedirect?: RoutePattern;
  /** An unknown address in the section renders «not found» with this way back; absent: nothing. */
  notFound?: { to: RoutePattern; label: string };
}

export type RouteTable = readonly RouteSection[];

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
export type SubmitToSection = (post: SectionPost) => Promise<RouteActionResult | null>;
