/**
 * The field view's part of a page-view beacon (schema 2, ./beacon.ts): which kind of page, on which layout and in
 * which language a view was, its TTFB, and what web-vitals' attribution says of its LCP and of its slowest
 * interaction. Strangers post beacons, so every value here is one of a closed set or a bounded number, and the two
 * strings (an element's selector, a script's file name) have a length cap and a charset without quotes, spaces or
 * `<`: never a URL, a query or a word a patient typed.
 */
import { LOCALES, pathWithoutLocale } from '../i18n/locale';
import { ROUTES } from '../routing/paths';

type FirstSegment<P extends string> = P extends `/${infer S}/${string}`
  ? S
  : P extends `/${infer S}`
    ? S
    : never;
/** A page's kind: its address's first segment after the language (`home` for `/`, `other` for any unknown one). */
export type RumRouteKind = Exclude<FirstSegment<(typeof ROUTES)[keyof typeof ROUTES]>, ''> | 'home' | 'other';

/**
 * Every kind, from the site's own route table (the sections the remotes serve and the shell's pages): a closed set
 * that grows only with a release of the code, so the field view's rows stay few whatever addresses strangers send.
 */
export const RUM_ROUTE_KINDS: readonly RumRouteKind[] = [
  'home',
  ...new Set(
    Object.values(ROUTES)
      .map((pattern) => pattern.split('/')[1] as RumRouteKind)
      .filter(Boolean),
  ),
  'other',
];

/** The kind of page at an address as the browser shows it (with its language's prefix). */
export function routeKindOf(pathname: string): RumRouteKind {
  if (!pathname) return 'other';
  const bare = pathWithoutLocale(pathname);
  if (bare === '/') return 'home';
  const segment = bare.split('/')[1] as RumRouteKind;
  return RUM_ROUTE_KINDS.includes(segment) && segment !== 'home' ? segment : 'other';
}

/** The shell's layout on the view: the phone's below its breakpoint (`$viewport.isMobile`), else the desktop's. */
export const RUM_DEVICES = ['phone', 'desktop'] as const;
export type RumDevice = (typeof RUM_DEVICES)[number];

/** LCP's sub-parts as web-vitals names them; they add up to the LCP. */
export const RUM_LCP_PARTS = [
  'timeToFirstByte',
  'resourceLoadDelay',
  'resourceLoadDuration',
  'elementRenderDelay',
] as const;
/** The three phases of an interaction; the beacon names the longest. */
export const RUM_INP_PHASES = ['inputDelay', 'processingDuration', 'presentationDelay'] as const;
export type RumInpPhase = (typeof RUM_INP_PHASES)[number];

/** web-vitals' selector (`main>div.css-1x2y>h1.chakra-heading`): its own cap is 100 characters. */
export const RUM_SELECTOR = /^[A-Za-z0-9_#.>:-]{1,100}$/;
/** A script's file name (`412.3fa9c2.js`), without its folder or query. */
export const RUM_SCRIPT_FILE = /^[A-Za-z0-9_.-]{1,64}$/;

export type RumLcpBy = { element?: string } & Record<(typeof RUM_LCP_PARTS)[number], number>;

/** What schema 2 adds to a view. */
export interface RumFieldFacts {
  kind: RumRouteKind;
  device: RumDevice;
  lang: (typeof LOCALES)[number];
  /** The page load's time to first byte (the view it loaded with), ms. */
  ttfb?: number;
  /** The LCP element and the LCP's sub-parts, ms. */
  lcpBy?: RumLcpBy;
  /** The longest phase of the view's slowest interaction, and the file of its longest script. */
  inpPhase?: RumInpPhase;
  inpScript?: string;
}

export const FIELD_KEYS = ['kind', 'device', 'lang', 'ttfb', 'lcpBy', 'inpPhase', 'inpScript'] as const;
export type FieldProblem = 'kind' | 'device' | 'lang' | 'attribution' | 'vital';

const isIn = (list: readonly unknown[], value: unknown) => list.includes(value);
const isMs = (value: unknown, max: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max;

function problemOfLcpBy(value: unknown, maxMs: number): FieldProblem | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'attribution';
  const by = value as Record<string, unknown>;
  if (!Object.keys(by).every((key) => key === 'element' || isIn(RUM_LCP_PARTS, key))) return 'attribution';
  if (by.element !== undefined && (typeof by.element !== 'string' || !RUM_SELECTOR.test(by.element)))
    return 'attribution';
  return RUM_LCP_PARTS.every((part) => isMs(by[part], maxMs)) ? null : 'vital';
}

/** The strict check of schema 2's facts on one view (its other keys are ./beacon.ts's). */
export function problemOfField(view: Record<string, unknown>, maxMs: number): FieldProblem | null {
  if (!isIn(RUM_ROUTE_KINDS, view.kind)) return 'kind';
  if (!isIn(RUM_DEVICES, view.device)) return 'device';
  if (!isIn(LOCALES, view.lang)) return 'lang';
  if (view.ttfb !== undefined && !isMs(view.ttfb, maxMs)) return 'vital';
  if (view.lcpBy !== undefined) {
    const problem = problemOfLcpBy(view.lcpBy, maxMs);
    if (problem) return problem;
  }
  if (view.inpPhase !== undefined && !isIn(RUM_INP_PHASES, view.inpPhase)) return 'attribution';
  if (
    view.inpScript !== undefined &&
    (typeof view.inpScript !== 'string' || !RUM_SCRIPT_FILE.test(view.inpScript))
  )
    return 'attribution';
  return null;
}
