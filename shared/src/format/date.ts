import { madeOnFirstUse } from './madeOnFirstUse';
/** The clinic is in Almaty: times are shown on the clinic's clock, whatever the visitor's time zone. */
export const CLINIC_TIME_ZONE = 'Asia/Almaty';

const reviewTimeParts = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('ru-RU', {
      timeZone: CLINIC_TIME_ZONE,
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
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${part.hour}:${part.minute} ${part.day}.${part.month}.${part.year}`;
}
