import { LOCALES, type Locale } from '@clinic/shared/core';
import { localeOfAcceptLanguage } from '@clinic/shared/server';
import type express from 'express';
import type { Seed } from '../seed/index';
import { methodNotAllowed, sendFieldErrors, sendNotFound } from './answers';
import { parseDoctorSort, sortDoctors } from './doctorsSort';
import { strictRouter } from './strictRouter';

type Router = express.Router;
type Seeds = Record<Locale, Seed>;

/** The language a GET asked for (`Accept-Language`, parsed once in `catalogRouter`). */
const localeOf = (res: express.Response): Locale => res.locals.locale as Locale;

/** `{ data }` in the language asked for, and says which (`Content-Language`). */
function sendData(res: express.Response, data: unknown): void {
  res.set('Content-Language', localeOf(res)).json({ data });
}

/** GET list and GET by id; SPEC §7 defines writes on some of them, but this API is read-only. */
function collection<T extends { id: number }>(
  router: Router,
  path: string,
  items: (seed: Seed) => readonly T[],
  seeds: Seeds,
  list: express.RequestHandler = (_req, res) => sendData(res, items(seeds[localeOf(res)])),
): void {
  const byId = Object.fromEntries(
    LOCALES.map((locale) => [locale, new Map(items(seeds[locale]).map((item) => [item.id, item]))]),
  ) as Record<Locale, Map<number, T>>;
  router.get(path, list);
  router.get(`${path}/:id`, (req, res) => {
    const { id } = req.params;
    if (!/^\d{1,15}$/.test(id)) return sendFieldErrors(res, [{ field: 'id', message: 'Ожидается число' }]);
    const item = byId[localeOf(res)].get(Number(id));
    if (!item) return sendNotFound(res);
    sendData(res, item);
  });
  router.all([path, `${path}/:id`], methodNotAllowed('GET, HEAD'));
}

function single(router: Router, path: string, data: (seed: Seed) => unknown, seeds: Seeds): void {
  router.get(path, (_req, res) => sendData(res, data(seeds[localeOf(res)])));
  router.all(path, methodNotAllowed('GET, HEAD'));
}

/**
 * The GETs, each in the language `Accept-Language` asks for: Kazakh (`kk`, `kk-KZ`, `kk;q=0.9, ru;q=0.8`) or
 * else Russian; a text the seed has no Kazakh for is Russian in a Kazakh answer. Every answer says it varies
 * by that header (`Vary`), so no cache between here and the browser hands one language's answer to the other.
 */
export function catalogRouter(seeds: Seeds): Router {
  const router = strictRouter();
  router.use((req, res, next) => {
    res.locals.locale = localeOfAcceptLanguage(req.headers['accept-language']);
    res.vary('Accept-Language');
    next();
  });
  collection(
    router,
    '/doctors',
    (seed) => seed.doctors,
    seeds,
    (req, res) => {
      const sort = parseDoctorSort(req.query);
      if (Array.isArray(sort)) return sendFieldErrors(res, sort);
      sendData(res, sortDoctors(seeds[localeOf(res)].doctors, sort));
    },
  );
  collection(router, '/analyses', (seed) => seed.analyses, seeds);
  collection(router, '/category-analyses', (seed) => seed.analysisCategories, seeds);
  single(router, '/analyse/russian-letters', (seed) => seed.analysisLetters, seeds);
  collection(router, '/check-ups', (seed) => seed.checkUps, seeds);
  collection(router, '/check-up-packages', (seed) => seed.checkUpPackages, seeds);
  collection(router, '/parent-check-ups', (seed) => seed.parentCheckUps, seeds);
  collection(router, '/promotions', (seed) => seed.promotions, seeds);
  single(router, '/doctor/russian-letters', (seed) => seed.doctorLetters, seeds);
  collection(router, '/job-titles', (seed) => seed.jobTitles, seeds);
  collection(router, '/services', (seed) => seed.services, seeds);
  collection(router, '/category-services', (seed) => seed.serviceCategories, seeds);
  collection(router, '/banners', (seed) => seed.banners, seeds);
  return router;
}
