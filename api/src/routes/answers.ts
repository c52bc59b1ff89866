import type { FieldError } from '@clinic/shared';
import type { RequestHandler, Response } from 'express';

export const NOT_FOUND_MESSAGE = 'Не найдено';

export function sendNotFound(res: Response): void {
  res.status(404).json({ error: NOT_FOUND_MESSAGE });
}

export function sendFieldErrors(res: Response, errors: FieldError[]): void {
  res.status(400).json({ errors });
}

/** Paths that exist but not for this method: 405 with the allowed list, instead of a misleading 404. */
export const methodNotAllowed =
  (allowed: string): RequestHandler =>
  (_req, res) => {
    res.set('Allow', allowed).status(405).json({ error: 'Метод не поддерживается' });
  };
