import { STATUS_CODES } from 'node:http';
import type express from 'express';

const statusOf = (error: unknown): number => {
  const { status, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown };
  const code = typeof status === 'number' ? status : statusCode;
  return typeof code === 'number' && code >= 400 && code < 600 ? code : 500;
};

/**
 * The last step: an error a step passed on. A client's mistake (a range past a file's end, 416, from the static
 * files; a body that is not what it says) is answered with its status and logged in one line: a stranger can send
 * thousands, and a stack for each would bury the log. Anything else is the server's own fault: a 500 with the
 * stack, as Express would.
 */
export const errorAnswer: express.ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) return next(error);
  const status = statusOf(error);
  const where = `${req.method} ${req.originalUrl.slice(0, 200)}`;
  if (status >= 500) {
    console.error(`[site] ${where}:`, error);
    return void res.status(500).type('text/plain').send('Internal Server Error');
  }
  console.warn(`[site] ${where}: ${status} ${(error as Error)?.message ?? ''}`.trimEnd());
  const headers = (error as { headers?: Record<string, string> }).headers;
  if (headers && typeof headers === 'object') res.set(headers);
  res
    .status(status)
    .type('text/plain')
    .send(STATUS_CODES[status] ?? 'Error');
};
