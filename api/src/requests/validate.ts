import type { FieldError } from '@clinic/shared';
import { isIsoDay, PREFERRED_DAY_HORIZON_DAYS, unbookableDay } from '@clinic/shared/core';

export const REQUIRED = 'Обязательное поле';
export const NAME_MAX_LENGTH = 500;
/** SPEC §5: the phone is sent as the digit 7 followed by the ten unmasked digits. */
const PHONE = /^7\d{10}$/;

export type Body = Record<string, unknown>;

export const isBody = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Control characters and invisible format ones (zero-width, bidi overrides): nothing a name is written with. */
const HIDDEN_CHARACTER = /[\p{Cc}\p{Cf}]/u;

/**
 * Name and phone of every request form (SPEC §5). The name is stored composed (NFC), trimmed, its spaces
 * collapsed; one without a letter, or with a hidden character, is refused as the booking form refuses it.
 * A copy of @clinic/shared's contact rules (contact/contactName.ts), kept on purpose: this API stands for the
 * clinic's own backend, which checks what it stores by itself and shares no code with the site.
 */
export function validateContact(body: Body, errors: FieldError[]): { name: string; phone: string } {
  const name = typeof body.name === 'string' ? body.name.normalize('NFC').trim().replace(/\s+/g, ' ') : '';
  if (isBlank(body.name)) errors.push({ field: 'name', message: REQUIRED });
  else if (typeof body.name !== 'string') errors.push({ field: 'name', message: 'Ожидается текст' });
  else if (name.length > NAME_MAX_LENGTH) {
    errors.push({ field: 'name', message: `Не более ${NAME_MAX_LENGTH} символов` });
  } else if (!/\p{L}/u.test(name) || HIDDEN_CHARACTER.test(name)) {
    errors.push({ field: 'name', message: 'Введите имя буквами' });
  }
  const phone = typeof body.phone === 'string' ? body.phone.trim() : '';
  if (isBlank(body.phone)) errors.push({ field: 'phone', message: REQUIRED });
  else if (!PHONE.test(phone)) {
    errors.push({ field: 'phone', message: 'Введите номер в формате +7 (XXX) XXX-XX-XX' });
  }
  return { name, phone };
}

/** A target id (number or digit string) that must name an existing seed item. */
export function validateTarget(
  body: Body,
  field: string,
  exists: (id: number) => boolean,
  unknownMessage: string,
  errors: FieldError[],
): number {
  const raw = body[field];
  const id =
    typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || !exists(id)) errors.push({ field, message: unknownMessage });
  return id;
}

/** Kazakhstan keeps one zone, UTC+5, since 2024-03-01: the clinic's today is read at that offset. */
const CLINIC_OFFSET_MS = 5 * 3_600_000;

/**
 * The day the patient picked (our extension of SPEC §7, api/README.md): optional, 'YYYY-MM-DD', a real date,
 * from yesterday on the clinic's clock (a page opened before midnight and sent after it, or a visitor in
 * another zone) to 60 days ahead. Absent (or null) when no day was picked; nothing is stored then.
 */
export function validatePreferredDate(
  body: Body,
  errors: FieldError[],
  now: number,
): { preferred_date?: string } {
  const day = body.preferred_date;
  if (day === undefined || day === null) return {};
  const field = 'preferred_date';
  if (!isIsoDay(day)) {
    errors.push({ field, message: 'Укажите дату в формате ГГГГ-ММ-ДД' });
    return {};
  }
  const today = new Date(now + CLINIC_OFFSET_MS).toISOString().slice(0, 10);
  const unbookable = unbookableDay(day, today);
  if (unbookable === 'past') errors.push({ field, message: 'Эта дата уже прошла' });
  else if (unbookable === 'too-far') {
    errors.push({
      field,
      message: `Записаться можно не более чем на ${PREFERRED_DAY_HORIZON_DAYS} дней вперёд`,
    });
  }
  return { preferred_date: day };
}
