import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { seed } from '../../tests/support/api';
import { auditedRoutes } from '../../tests/support/routes';
import type { Layout } from './layout';
import { CHROMIUM_LAYOUT } from './site';

/**
 * Every route kind of the spec (the list the accessibility audits walk, with real slugs) and the booking pages:
 * an appointment's and a callback's; and in Kazakh, the pages that format dates, prices and plurals (an engine's
 * Intl may lack Kazakh's data) and the long texts.
 */
export async function engineRoutes(request: APIRequestContext): Promise<string[]> {
  const [routes, { doctors }] = await Promise.all([auditedRoutes(request), seed(request)]);
  const doctor = doctors[0];
  return [
    ...routes,
    `/booking/doctor/${doctor?.id}`,
    '/booking/mail',
    '/kk',
    '/kk/doctors-list/list',
    `/kk/doctors-list/${doctor?.slug}`,
    '/kk/analysis/list',
    '/kk/services/top',
    '/kk/personal-data',
    `/kk/booking/doctor/${doctor?.id}`,
  ];
}

export interface ChromiumReference {
  routes: string[];
  /** width → route → Chromium's layout there. */
  layout: Record<string, Record<string, Layout>>;
}

export function readReference(): ChromiumReference {
  if (!fs.existsSync(CHROMIUM_LAYOUT))
    throw new Error(`no ${CHROMIUM_LAYOUT}: the chromium-reference project writes it (run the whole config)`);
  return JSON.parse(fs.readFileSync(CHROMIUM_LAYOUT, 'utf8')) as ChromiumReference;
}
