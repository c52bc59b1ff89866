import type { Analysis, CheckUp, Doctor, ParentCheckUp, Promotion, Service } from '@clinic/shared';
import type { APIRequestContext } from '@playwright/test';

/**
 * Reads the reference API the way the site does, so tests assert against real data, not copies of it: in the
 * language a page asks in (`kk` for a page under /kk/; Russian by default).
 */
export async function apiData<T>(
  request: APIRequestContext,
  path: string,
  locale: 'ru' | 'kk' = 'ru',
): Promise<T> {
  const response = await request.get(`/api${path}`, { headers: { 'Accept-Language': locale } });
  if (!response.ok()) throw new Error(`GET /api${path}: HTTP ${response.status()}`);
  return ((await response.json()) as { data: T }).data;
}

export const seed = async (request: APIRequestContext, locale: 'ru' | 'kk' = 'ru') => {
  const [services, promotions, parents, checkUps, analyses, doctors] = await Promise.all([
    apiData<Service[]>(request, '/services', locale),
    apiData<Promotion[]>(request, '/promotions', locale),
    apiData<ParentCheckUp[]>(request, '/parent-check-ups', locale),
    apiData<CheckUp[]>(request, '/check-ups', locale),
    apiData<Analysis[]>(request, '/analyses', locale),
    apiData<Doctor[]>(request, '/doctors', locale),
  ]);
  return { services, promotions, parents, checkUps, analyses, doctors };
};

/** The visible text of an HTML name (analysis names carry markup). */
export const plain = (html: string) => html.replace(/<[^>]*>/g, '');
