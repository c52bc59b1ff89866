import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordingIntl } from '../testing/recordingIntl';
import { madeOnFirstUse } from './madeOnFirstUse';

describe('madeOnFirstUse', () => {
  it('makes the value when first asked, then gives the same one', () => {
    const make = vi.fn(() => ({}));
    const value = madeOnFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    expect(value()).toBe(value());
    expect(make).toHaveBeenCalledTimes(1);
  });
});

describe('the formatters of @clinic/shared are not built as the package is evaluated (a page start-up task)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('builds each Intl formatter when a page first formats something', async () => {
    const made = recordingIntl();
    const built = () => ({
      DateTimeFormat: made.DateTimeFormat.length,
      NumberFormat: made.NumberFormat.length,
      PluralRules: made.PluralRules.length,
    });
    vi.resetModules();
    const [date, price, plural, text] = await Promise.all([
      import('./date'),
      import('./price'),
      import('./plural'),
      import('./text'),
    ]);
    expect(built()).toEqual({ DateTimeFormat: 0, NumberFormat: 0, PluralRules: 0 });
    expect(date.formatReviewTime('2026-11-26T05:30:00Z')).toBe('10:30 26.11.26');
    expect(price.formatPrice(5400)).toBe('5\u00a0400\u00a0₸');
    expect(plural.countRu(2, plural.REVIEW_FORMS)).toBe('2 отзыва');
    expect(text.formatRating(4.8)).toBe('4,8');
    // Both number formats (prices, ratings) and the rest once each, however often they are used.
    price.formatPrice(100);
    expect(built()).toEqual({ DateTimeFormat: 1, NumberFormat: 2, PluralRules: 1 });
  });
});
