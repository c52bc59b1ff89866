import { ROUTES } from '@clinic/shared';

/**
 * Where «← Назад» leads when the visit has no page of ours to go back to (opened from a messenger link): one level
 * up in the site's map. A details page goes to its list, a list to the home page. The services and check-up
 * details do not name their category in the address, so they go to the section's first page.
 */
const PARENTS: ReadonlyArray<readonly [prefix: string, parent: string]> = [
  [`${ROUTES.DOCTORS}/`, ROUTES.DOCTORS_LIST],
  [`${ROUTES.PROMOTIONS}/`, ROUTES.PROMOTIONS_LIST],
  [`${ROUTES.SERVICES}/`, ROUTES.TOP_SERVICES],
  [`${ROUTES.CHECK_UP}/`, ROUTES.CHECK_UP_LIST],
  [`${ROUTES.ANALYSIS}/`, ROUTES.ANALYSIS_LIST],
];

/** The section's own first pages: their parent is the home page. */
const SECTION_FIRST_PAGES: readonly string[] = PARENTS.map(([, parent]) => parent);

export function backTarget(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (SECTION_FIRST_PAGES.includes(path)) return ROUTES.HOME;
  const section = PARENTS.find(([prefix]) => path.startsWith(prefix));
  return section ? section[1] : ROUTES.HOME;
}
