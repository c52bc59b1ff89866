import { SERVER_STATE_ELEMENT_ID } from '../federation/facts';
import type { KnownSectionOwners } from '../federation/sectionOwners';
import type { StructuredData } from '../seo/structuredData';
import type { PagePart } from './pagePart';

/**
 * What a server-rendered page hands to the browser, in a `<script type="application/json">` (data, not code:
 * the CSP needs no exception for it). The browser hydrates with exactly this: the remote versions the server
 * rendered with (so no /remotes.json round trip before the first paint) and the width the layout was guessed for.
 */
export { SERVER_STATE_ELEMENT_ID } from '../federation/facts';

export interface ServerRenderState {
  /** `/remotes.json` as the rendering server read it: remote name → URL of its mf-manifest.json. */
  remotes: Record<string, string>;
  /** Which remote serves which section, as the server rendered with (absent: the browser asks). */
  owners?: KnownSectionOwners;
  /** The window width the server rendered the layout for (a phone's or a desktop's, from the request). */
  viewportWidth: number;
  /** The API answers the render read: the browser starts from them instead of asking again. */
  api?: Record<string, unknown>;
  /**
   * The parts the server rendered with their data (route sections, widgets, the shell's own: see PagePart); the
   * browser hydrates those from `api`. The others render in the browser.
   */
  sections?: PagePart[];
}

/** The state as a script element's text: `<` escaped, so no value can close the element. */
export function serializeServerState(state: ServerRenderState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/** The server's state in this document, or null on a page the server did not render (the static shell). */
export function readServerState(doc: Document = document): ServerRenderState | null {
  const text = doc.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as Partial<ServerRenderState>;
    if (typeof state.viewportWidth !== 'number' || typeof state.remotes !== 'object' || !state.remotes) {
      throw new Error('unexpected shape');
    }
    return state as ServerRenderState;
  } catch (error) {
    console.error('[ssr] the server state of this page is unreadable; rendering in the browser:', error);
    return null;
  }
}

/** What the shell's server build returns for one page: the contract between it and the site server. */
export interface RenderedPage {
  /** The app's markup, for the root element (ROOT_ELEMENT_ID). */
  html: string;
  /** The language it is in (the address's): `<html lang>`. Absent: Russian. */
  locale?: import('../i18n/locale').Locale;
  /** `<style data-emotion>` elements for the head: the styles this page uses. */
  styleTags: string;
  /** The page's title and description, as usePageMeta set them while rendering. */
  title: string | null;
  description: string | null;
  /** The page's picture as the API gives it (`/media/….svg`): link previews get a PNG the site server draws of it. */
  image?: string | null;
  /** schema.org objects the page reported (JSON-LD), links as site paths. */
  structuredData?: StructuredData[];
  /** The HTTP status the page means: 404 when it showed «Страница не найдена», after a post the action's; missing means 200. */
  status?: number;
  /** For this visitor alone (PageMeta.personal): never kept in the page cache, sent `no-store`. */
  personal?: boolean;
  /** Parts left to the browser (ClientOnlyError.part): the site server keeps no page missing one it could render. */
  leftToBrowser: PagePart[];
  /** The parts rendered with their data (ServerRenderState.sections): the browser hydrates those from the answers. */
  sections: PagePart[];
}

/** A form's fields as the site server parsed them: one string each. */
export type PostedFields = Readonly<Record<string, string>>;

/**
 * One page request: made once by the site server's page step (or its form post step) and handed down as it is,
 * through the renderer and a render thread, to the shell's server build (`renderPage`).
 */
export interface PageRequest {
  /** Path and query, as requested. */
  url: string;
  /** The window width the layout is rendered for (a phone's or a desktop's, guessed from the request). */
  viewportWidth: number;
  /** How long the whole page may take before the static shell is sent instead (SSR_TIMEOUT_MS; a post's is longer). */
  budgetMs: number;
  /** A form post to this address: its fields, for the route's action (the booking pages). */
  post?: PostedFields;
}

/**
 * What the shell's server build answers for one request: the page; after a post the route's action took, where the
 * browser goes next (a 303, Post/Redirect/Get); or, for a post, that no route at this address takes one.
 */
export type ShellAnswer =
  | { kind: 'page'; page: RenderedPage }
  | { kind: 'redirect'; location: string }
  | { kind: 'noAction' };
