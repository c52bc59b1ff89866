/** The symbolic route names of SPEC §2: the one source of paths for every app. */
export const ROUTES = {
  HOME: '/',
  CORPORATE_CLIENTS: '/corporate-clients',
  CONTACTS: '/contacts',
  ABOUT_US: '/about-us',
  /** Not in SPEC §2: the consent text every booking form links to. */
  PERSONAL_DATA: '/personal-data',
  SERVICES: '/services',
  TOP_SERVICES: '/services/top',
  SERVICES_LIST: '/services/category/:slug',
  SERVICE_DETAILS: '/services/details/:slug',
  PROMOTIONS: '/promotions',
  PROMOTIONS_LIST: '/promotions/list',
  PROMOTION_DETAILS: '/promotions/:slug',
  DOCTORS: '/doctors-list',
  DOCTORS_LIST: '/doctors-list/list',
  DOCTOR_VIEW_DETAILS: '/doctors-list/:slug',
  ANALYSIS: '/analysis',
  ANALYSIS_LIST: '/analysis/list',
  CHECK_UP: '/check-up',
  CHECK_UP_LIST: '/check-up/list',
  CHECK_UP_ADULTS: '/check-up/adults/:slug',
  CHECK_UP_ADULTS_DETAILS: '/check-up/adults-details/:slug',
  /**
   * Not in SPEC §2: the booking forms as pages, for a patient without scripts or who tapped before
   * them; with scripts the same links open the dialog. Not listed in the sitemap.
   */
  BOOKING: '/booking',
  BOOKING_CALLBACK: '/booking/:kind',
  BOOKING_APPOINTMENT: '/booking/:kind/:target',
  BOOKING_SENT: '/booking/sent',
} as const;

export type RouteName = keyof typeof ROUTES;
export type RoutePattern = (typeof ROUTES)[RouteName];

/** SPEC §2 redirects: a section root goes to its first page. */
export const REDIRECTS: ReadonlyArray<readonly [from: RoutePattern, to: RoutePattern]> = [
  [ROUTES.ANALYSIS, ROUTES.ANALYSIS_LIST],
  [ROUTES.CHECK_UP, ROUTES.CHECK_UP_LIST],
  [ROUTES.DOCTORS, ROUTES.DOCTORS_LIST],
  [ROUTES.PROMOTIONS, ROUTES.PROMOTIONS_LIST],
  [ROUTES.SERVICES, ROUTES.TOP_SERVICES],
];

/** Fills `:params` of a pattern: pathTo(ROUTES.SERVICE_DETAILS, { slug: 'mrt' }) → '/services/details/mrt'. */
export function pathTo(pattern: RoutePattern, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`pathTo(${pattern}): missing parameter "${key}"`);
    return encodeURIComponent(String(value));
  });
}

/** A pattern relative to its section, for a remote's nested routes: ('/services', '/services/top') → 'top'. */
export function relativeTo(section: RoutePattern, pattern: RoutePattern): string {
  if (!pattern.startsWith(`${section}/`)) throw new Error(`${pattern} is not inside ${section}`);
  return pattern.slice(section.length + 1);
}
