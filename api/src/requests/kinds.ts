import type { FieldError } from '@clinic/shared';
import type { Seed } from '../seed/index';
import { type Body, REQUIRED, validateContact, validatePreferredDate, validateTarget } from './validate';

export type Validation = { ok: true; data: Record<string, unknown> } | { ok: false; errors: FieldError[] };

/** One POST endpoint of SPEC §7: its path, the name stored with each row, and its body rules. */
export interface RequestKind {
  path: string;
  kind: string;
  validate(body: Body): Validation;
}

const FEEDBACK_TYPES = ['consult', 'mail'];

const finish = (errors: FieldError[], data: Record<string, unknown>): Validation =>
  errors.length > 0 ? { ok: false, errors } : { ok: true, data };

function targeted(
  path: string,
  kind: string,
  field: string,
  ids: readonly { id: number }[],
  unknown: string,
  now: () => number,
) {
  const known = new Set(ids.map(({ id }) => id));
  return {
    path,
    kind,
    validate(body: Body): Validation {
      const errors: FieldError[] = [];
      const contact = validateContact(body, errors);
      const target = validateTarget(body, field, (id) => known.has(id), unknown, errors);
      const day = validatePreferredDate(body, errors, now());
      return finish(errors, { [field]: target, ...contact, ...day });
    },
  } satisfies RequestKind;
}

/** `now`: the clock a picked day is checked against (a fixed one in tests). */
export function requestKinds(seed: Seed, now: () => number = Date.now): RequestKind[] {
  return [
    targeted('/request-services', 'service', 'service_id', seed.services, 'Неизвестная услуга', now),
    targeted('/request-promotions', 'promotion', 'promotion_id', seed.promotions, 'Неизвестная акция', now),
    targeted('/request-doctors', 'doctor', 'doctor_id', seed.doctors, 'Неизвестный врач', now),
    targeted('/request-checkups', 'checkup', 'checkup_id', seed.checkUps, 'Неизвестная программа', now),
    {
      path: '/application-feedback',
      kind: 'feedback',
      validate(body) {
        const errors: FieldError[] = [];
        const contact = validateContact(body, errors);
        const type = body.type;
        if (type === undefined || type === '') errors.push({ field: 'type', message: REQUIRED });
        else if (typeof type !== 'string' || !FEEDBACK_TYPES.includes(type)) {
          errors.push({ field: 'type', message: 'Допустимо: consult или mail' });
        }
        return finish(errors, { ...contact, type });
      },
    },
  ];
}
