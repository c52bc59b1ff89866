import type { FieldError } from '@clinic/shared';
import express from 'express';
import type { RequestKind } from '../requests/kinds';
import type { RequestStore } from '../requests/store';
import { isBody } from '../requests/validate';
import { methodNotAllowed, sendFieldErrors } from './answers';
import { strictRouter } from './strictRouter';

const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const MAX_KEY_LENGTH = 100;

function readIdempotencyKey(req: express.Request): string | undefined | FieldError {
  const key = req.get(IDEMPOTENCY_HEADER);
  if (key === undefined) return undefined;
  if (key.length < 1 || key.length > MAX_KEY_LENGTH) {
    return { field: IDEMPOTENCY_HEADER, message: `От 1 до ${MAX_KEY_LENGTH} символов` };
  }
  return key;
}

/**
 * The request POSTs. They only write: requests are patients' personal data, so no method but POST
 * exists on these paths (405), and nothing anywhere reads them back over HTTP.
 */
export function requestsRouter(kinds: readonly RequestKind[], store: RequestStore): express.Router {
  const router = strictRouter();
  const parseJson = express.json({ limit: '10kb' });

  for (const kind of kinds) {
    router.post(kind.path, parseJson, (req, res) => {
      const key = readIdempotencyKey(req);
      if (typeof key === 'object') return sendFieldErrors(res, [key]);
      // A retry of an accepted request gets the first answer again, whatever its body says now.
      const previous = key === undefined ? undefined : store.answerFor(key);
      if (previous) return res.set('Idempotent-Replayed', 'true').status(previous.status).json(previous.body);
      if (!isBody(req.body)) {
        return sendFieldErrors(res, [{ field: 'body', message: 'Ожидается JSON-объект (application/json)' }]);
      }
      const result = kind.validate(req.body);
      if (!result.ok) return sendFieldErrors(res, result.errors);
      const answer = store.accept(kind.kind, result.data, key);
      res.status(answer.status).json(answer.body);
    });
    router.all(kind.path, methodNotAllowed('POST'));
  }
  return router;
}
