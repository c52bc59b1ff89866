import type { APIRequestContext } from '@playwright/test';
import type {
  Analysis,
  CheckUp,
  Doctor,
  ParentCheckUp,
  Promotion,
  Service,
} from '../../../shared/src/api/types';

/** Reads the reference API the way the site does, so tests assert against real data, not copies of it. */
export async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api${path}`);
  if (!response.ok()) throw new Error(`GET /api${path}: HTTP ${response.status()}`);
  return ((await response.json()) as { data: T }).data;
}

export const seed = async (request: APIRequestContext) => {
  const [services, promotions, parents, checkUps, analyses, doctors] = await Promise.all([
    apiData<Service[]>(request, '/services'),
    apiData<Promotion[]>(request, '/promotions'),
    apiData<ParentCheckUp[]>(request, '/parent-check-ups'),
    apiData<CheckUp[]>(request, '/check-ups'),
    apiData<Analysis[]>(request, '/analyses'),
    apiData<Doctor[]>(request, '/doctors'),
  ]);
  return { services, promotions, parents, checkUps, analyses, doctors };
};

/** The visible text of an HTML name (analysis names carry markup). */
export const plain = (html: string) => html.replace(/<[^>]*>/g, '');
