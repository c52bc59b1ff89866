import type { Locale } from '@clinic/shared/core';
import type express from 'express';
import { requestKinds } from '../requests/kinds';
import type { RequestStore } from '../requests/store';
import type { Seed } from '../seed/index';
import { sendFieldErrors, sendNotFound } from './answers';
import { catalogRouter } from './catalogRouter';
import { requestsRouter } from './requestsRouter';
import { strictRouter } from './strictRouter';

/** body-parser error types that mean "the client sent a bad body", mapped to the 400 field-error shape. */
const BODY_ERRORS: Record<string, string> = {
  'entity.too.large': 'Слишком большой запрос',
  'entity.parse.failed': 'Некорректный JSON',
  'encoding.unsupported': 'Неподдерживаемая кодировка',
  'charset.unsupported': 'Неподдерживаемая кодировка',
  'request.aborted': 'Запрос прерван',
  'request.size.invalid': 'Некорректный размер запроса',
};

const errorType = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'type' in error && typeof error.type === 'string'
    ? error.type
    : undefined;

export function apiRouter(seeds: Record<Locale, Seed>, store: RequestStore): express.Router {
  const router = strictRouter();
  router.use((_req, res, next) => {
    // Prices and requests change under the site; never let a browser or proxy keep an answer.
    res.set('Cache-Control', 'no-store');
    next();
  });
  router.use(catalogRouter(seeds));
  // The ids a request may name are the same in every language.
  router.use(requestsRouter(requestKinds(seeds.ru), store));
  router.use((_req, res) => sendNotFound(res));
  router.use((error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    const message = BODY_ERRORS[errorType(error) ?? ''];
    if (message) return sendFieldErrors(res, [{ field: 'body', message }]);
    console.error('API error', error);
    res.status(500).json({ error: 'Внутренняя ошибка сервера' });
  });
  return router;
}
