import express from 'express';
import type { Seed } from '../seed/index';
import { methodNotAllowed, sendFieldErrors, sendNotFound } from './answers';
import { parseDoctorSort, sortDoctors } from './doctorsSort';

type Router = express.Router;

/** GET list and GET by id; SPEC §7 defines writes on some of them, but this API is read-only. */
function collection<T extends { id: number }>(
  router: Router,
  path: string,
  items: readonly T[],
  list: express.RequestHandler = (_req, res) => {
    res.json({ data: items });
  },
): void {
  const byId = new Map(items.map((item) => [item.id, item]));
  router.get(path, list);
  router.get(`${path}/:id`, (req, res) => {
    const { id } = req.params;
    if (!/^\d{1,15}$/.test(id)) return sendFieldErrors(res, [{ field: 'id', message: 'Ожидается число' }]);
    const item = byId.get(Number(id));
    if (!item) return sendNotFound(res);
    res.json({ data: item });
  });
  router.all([path, `${path}/:id`], methodNotAllowed('GET, HEAD'));
}

function single(router: Router, path: string, data: unknown): void {
  router.get(path, (_req, res) => {
    res.json({ data });
  });
  router.all(path, methodNotAllowed('GET, HEAD'));
}

export function catalogRouter(seed: Seed): Router {
  const router = express.Router();
  collection(router, '/doctors', seed.doctors, (req, res) => {
    const sort = parseDoctorSort(req.query);
    if (Array.isArray(sort)) return sendFieldErrors(res, sort);
    res.json({ data: sortDoctors(seed.doctors, sort) });
  });
  collection(router, '/analyses', seed.analyses);
  collection(router, '/category-analyses', seed.analysisCategories);
  single(router, '/analyse/russian-letters', seed.analysisLetters);
  collection(router, '/check-ups', seed.checkUps);
  collection(router, '/check-up-packages', seed.checkUpPackages);
  collection(router, '/parent-check-ups', seed.parentCheckUps);
  collection(router, '/promotions', seed.promotions);
  single(router, '/doctor/russian-letters', seed.doctorLetters);
  collection(router, '/job-titles', seed.jobTitles);
  collection(router, '/services', seed.services);
  collection(router, '/category-services', seed.serviceCategories);
  collection(router, '/banners', seed.banners);
  return router;
}
