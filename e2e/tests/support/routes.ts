import type { ServiceCategory } from '@clinic/shared';
import type { APIRequestContext } from '@playwright/test';
import { apiData, seed } from './api';

/**
 * Every route the accessibility checks walk (axe and the keyboard audit share this one list): each page kind
 * once, with real slugs from the API, and the not-found page.
 */
export async function auditedRoutes(request: APIRequestContext): Promise<string[]> {
  const { services, promotions, parents, checkUps, doctors } = await seed(request);
  const categories = await apiData<ServiceCategory[]>(request, '/category-services');
  return [
    '/',
    '/about-us',
    '/contacts',
    '/corporate-clients',
    '/personal-data',
    '/services/top',
    `/services/category/${categories.at(-1)?.slug}`,
    `/services/details/${services[0]?.slug}`,
    '/promotions/list',
    `/promotions/${promotions[0]?.slug}`,
    '/check-up/list',
    `/check-up/adults/${parents[0]?.slug}`,
    `/check-up/adults-details/${checkUps[0]?.slug}`,
    '/analysis/list',
    '/doctors-list/list',
    `/doctors-list/${doctors[0]?.slug}`,
    '/no-such-page',
  ];
}

/** The same routes in Kazakh (`/kk/…`): every check of the Russian pages holds there too. */
export async function auditedKazakhRoutes(request: APIRequestContext): Promise<string[]> {
  return (await auditedRoutes(request)).map((route) => (route === '/' ? '/kk' : `/kk${route}`));
}

/** A page has loaded its real content: its heading, or the Russian error that stands in for it. */
export const PAGE_READY = 'main h1, main [role="alert"]';
