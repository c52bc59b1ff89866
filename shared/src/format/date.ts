import { madeOnFirstUse } from './madeOnFirstUse';

/**
 * Kazakhstan has one zone, UTC+5. Clinic times are computed at this fixed offset rather than read from the
 * device's zone data: phones and ICU builds older than the country's move to one zone still put Asia/Almaty at
 * +6, which showed review times an hour off and made the browser's text differ from the server's (a hydration
 * error).
 */
export const CLINIC_UTC_OFFSET_MINUTES = 300;
/** Clinic-clock dates (`onClinicClock`) are formatted in this zone: their UTC fields are the clinic's wall clock. */
export const CLINIC_CLOCK_ZONE = 'UTC';

/** The instant moved so that its UTC fields read the clinic's wall clock; format it in `CLINIC_CLOCK_ZONE`. */
export function onClinicClock(date: Date): Date {
  return new Date(date.getTime() + CLINIC_UTC_OFFSET_MINUTES * 60_000);
}

/** Today on the clinic's clock as 'YYYY-MM-DD', whatever the visitor's time zone and locale data. */
export function clinicDayOf(date: Date): string {
  return onClinicClock(date).toISOString().slice(0, 10);
}

const reviewTimeParts = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('ru-RU', {
      timeZone: CLINIC_CLOCK_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      day: '2-digit',
      month: '2-digit',
      year: '2-digit',
      hourCycle: 'h23',
    }),
);

/** SPEC §9: review time `hh:mm DD.MM.YY`. An unreadable date gives an empty string, never 'Invalid Date'. */
export function formatReviewTime(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const part = Object.fromEntries(
    reviewTimeParts()
      .formatToParts(onClinicClock(date))
      .map((p) => [p.type, p.value]),
  );
  return `${part.hour}:${part.minute} ${part.day}.${part.month}.${part.year}`;
}
