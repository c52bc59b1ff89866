import type express from 'express';

/**
 * Refuses, first of all, a path the site cannot read: an escape that decodes to no UTF-8 (`%E0%A4%A`) or a
 * decoded NUL (`%00`). Every later step may then decode the path and hand it to the file system without a
 * try/catch of its own: Node throws on a NUL in a file name, and that throw was a 500 with a stack trace.
 * One guard for the whole app, so a step added later is covered too. 400, plain text, never cached.
 */
export const pathGuard: express.RequestHandler = (req, res, next) => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(req.path);
  } catch {
    decoded = '\0';
  }
  if (!decoded.includes('\0')) return next();
  res
    .status(400)
    .set('Cache-Control', 'no-store')
    .type('text/plain')
    .send(
      'Неверный адрес страницы. / Bad request: the path is not valid percent-encoded UTF-8 or holds a NUL.',
    );
};
