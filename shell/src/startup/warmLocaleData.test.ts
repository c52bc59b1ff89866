import { formatPrice, formatReviewTime, CLINIC_TIME_ZONE as SHARED_TIME_ZONE } from '@clinic/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLINIC_TIME_ZONE, SITE_LOCALE, warmLocaleData } from './warmLocaleData';

/** Intl whose number and date formats record the arguments they were made with. */
function recordingIntl() {
  const made = { numbers: [] as unknown[][], dates: [] as unknown[][] };
  vi.stubGlobal(
    'Intl',
    Object.assign(Object.create(Intl), {
      NumberFormat: class extends Intl.NumberFormat {
        constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
          super(...args);
          made.numbers.push(args);
        }
      },
      DateTimeFormat: class extends Intl.DateTimeFormat {
        constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
          super(...args);
          made.dates.push(args);
        }
      },
    }),
  );
  return made;
}

afterEach(() => vi.unstubAllGlobals());

describe('warmLocaleData', () => {
  it('makes a number and a date format of the site locale, later, one per task', async () => {
    const made = recordingIntl();
    const warming = warmLocaleData();
    // Nothing in the entry's own task: the shell's start-up goes on at once.
    expect(made).toEqual({ numbers: [], dates: [] });
    await warming;
    expect(made.numbers).toEqual([[SITE_LOCALE]]);
    expect(made.dates).toEqual([[SITE_LOCALE, { timeZone: CLINIC_TIME_ZONE }]]);
  });

  it("warms the locale and time zone @clinic/shared's formatters use", () => {
    const made = recordingIntl();
    expect(formatPrice(32000).replace(/\s/g, ' ')).toBe('32 000 ₸');
    expect(formatReviewTime('2025-03-20T09:40:00Z')).toBe('14:40 20.03.25');
    expect(made.numbers.map(([locale]) => locale)).toEqual([SITE_LOCALE]);
    expect(made.dates.map(([locale]) => locale)).toEqual([SITE_LOCALE]);
    expect(CLINIC_TIME_ZONE).toBe(SHARED_TIME_ZONE);
  });
});
