import path from 'node:path';
import { formatPrice, textIn } from '@clinic/shared';
import { catalogueAgreement } from '@clinic/shared/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CatalogMessage, PAGE_CATALOGS } from './catalogText';
import { WIDGET_CATALOGS, type WidgetMessage } from './widgets/widgetText';

describe("the catalogue's page messages", () => catalogueAgreement(__dirname));
describe("the catalogue's widget messages", () => catalogueAgreement(path.join(__dirname, 'widgets')));

/** Spaces as the eye reads them: Intl groups thousands with a no-break space. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('messages in Russian and in Kazakh', () => {
  beforeAll(async () => {
    await Promise.all(
      (['ru', 'kk'] as const).flatMap((locale) => [PAGE_CATALOGS.load(locale), WIDGET_CATALOGS.load(locale)]),
    );
  });
  const page = (locale: 'ru' | 'kk') => textIn<CatalogMessage>(PAGE_CATALOGS, locale);
  const widget = (locale: 'ru' | 'kk') => textIn<WidgetMessage>(WIDGET_CATALOGS, locale);

  it("declines the promotion's minutes in Russian; Kazakh keeps the noun singular after a number", () => {
    expect([1, 3, 40, 21].map((count) => page('ru')('promotions.minutes', { count }))).toEqual([
      '1 минута',
      '3 минуты',
      '40 минут',
      '21 минута',
    ]);
    expect([1, 3, 40].map((count) => page('kk')('promotions.minutes', { count }))).toEqual([
      '1 минут',
      '3 минут',
      '40 минут',
    ]);
  });

  it('counts the specialists', () => {
    expect(page('ru')('checkUps.specialistsCount', { count: 50 })).toBe('+50 человек');
    expect(page('kk')('checkUps.specialistsCount', { count: 50 })).toBe('+50 маман');
  });

  it('puts «from» before the price in Russian and «бастап» after it in Kazakh', () => {
    expect(plain(widget('ru')('price.from', { price: formatPrice(9500, 'ru') }))).toBe('от 9 500 ₸');
    expect(plain(widget('kk')('price.from', { price: formatPrice(9500, 'kk') }))).toBe('9 500 ₸ бастап');
  });

  it('names the price in the page description', () => {
    expect(plain(page('kk')('meta.offerDescription', { price: formatPrice(12000, 'kk') }))).toBe(
      'Құны: 12 000 ₸. Алматыдағы клиника.',
    );
  });

  it('has the spec’s three audiences', () => {
    const words = (['offer.forAll', 'offer.forChildren', 'offer.forAdults'] as const).map((id) =>
      page('ru')(id),
    );
    expect(words).toEqual(['детей и взрослых', 'детей', 'взрослых']);
  });
});
