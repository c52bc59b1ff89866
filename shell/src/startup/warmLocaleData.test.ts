import {
  formatPrice,
  formatReviewTime,
  INTL_LOCALE,
  CLINIC_CLOCK_ZONE as SHARED_CLOCK_ZONE,
} from '@clinic/shared';
import { recordingIntl } from '@clinic/shared/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLINIC_CLOCK_ZONE, warmLocaleData } from './warmLocaleData';

const SITE_LOCALE = INTL_LOCALE.ru;

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('warmLocaleData', () => {
  it('makes a number and a date format of the site locale, later, one per task', async () => {
    const made = recordingIntl();
    const warming = warmLocaleData();
    // Nothing in the entry's own task: the shell's start-up goes on at once.
    expect(made).toEqual({ DateTimeFormat: [], NumberFormat: [], PluralRules: [] });
    await warming;
    expect(made.NumberFormat).toEqual([[SITE_LOCALE]]);
    expect(made.DateTimeFormat).toEqual([[SITE_LOCALE, { timeZone: CLINIC_CLOCK_ZONE }]]);
  });

  it('warms ru-RU on a Kazakh address too: the formatters write numbers and dates as Russian does', async () => {
    window.history.replaceState(null, '', '/kk/doctors-list/list');
    const made = recordingIntl();
    await warmLocaleData();
    expect(made.NumberFormat).toEqual([[SITE_LOCALE]]);
    expect(made.DateTimeFormat).toEqual([[SITE_LOCALE, { timeZone: CLINIC_CLOCK_ZONE }]]);
  });

  it("warms the locale and time zone @clinic/shared's formatters use", () => {
    const made = recordingIntl();
    expect(formatPrice(32000).replace(/\s/g, ' ')).toBe('32 000 ₸');
    expect(formatReviewTime('2025-03-20T09:40:00Z')).toBe('14:40 20.03.25');
    expect(made.NumberFormat.map(([locale]) => locale)).toEqual([SITE_LOCALE]);
    expect(made.DateTimeFormat.map(([locale]) => locale)).toEqual([SITE_LOCALE]);
    expect(CLINIC_CLOCK_ZONE).toBe(SHARED_CLOCK_ZONE);
  });
});
