import { describe, expect, it } from 'vitest';
import { itemListData } from './structuredData';

describe('itemListData: a list page’s items for search engines', () => {
  it('lists each item in order with its page and the price the list shows, in KZT (missing: 0)', () => {
    const list = itemListData(
      'Акции',
      [
        { name: 'МРТ', url: '/promotions/mrt', price: 25000 },
        { name: 'УЗИ', url: '/promotions/uzi', price: null },
      ],
      'Service',
    );
    expect(list).toMatchObject({ '@type': 'ItemList', name: 'Акции', numberOfItems: 2 });
    expect(list.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        item: {
          '@type': 'Service',
          name: 'МРТ',
          url: '/promotions/mrt',
          offers: { '@type': 'Offer', price: 25000, priceCurrency: 'KZT' },
        },
      },
      {
        '@type': 'ListItem',
        position: 2,
        item: {
          '@type': 'Service',
          name: 'УЗИ',
          url: '/promotions/uzi',
          offers: { '@type': 'Offer', price: 0, priceCurrency: 'KZT' },
        },
      },
    ]);
  });

  it('gives a doctor’s price as an offer the Physician makes', () => {
    const [entry] = itemListData(
      'Врачи',
      [{ name: 'Иванова', url: '/doctors-list/ivanova', price: 9000 }],
      'Physician',
    ).itemListElement as { item: Record<string, unknown> }[];
    expect(entry!.item).toEqual({
      '@type': 'Physician',
      name: 'Иванова',
      url: '/doctors-list/ivanova',
      makesOffer: { '@type': 'Offer', price: 9000, priceCurrency: 'KZT' },
    });
  });

  it('names no price or page the list does not show, and lists the analyses as Services, which schema.org lets carry offers', () => {
    const [bare] = itemListData('Список', [{ name: 'Без цены' }], 'Service').itemListElement as {
      item: object;
    }[];
    expect(bare!.item).toEqual({ '@type': 'Service', name: 'Без цены' });
    const [analysis] = itemListData('Анализы', [{ name: 'ОАК', price: 1500 }], 'Service').itemListElement as {
      item: object;
    }[];
    expect(analysis!.item).toEqual({
      '@type': 'Service',
      name: 'ОАК',
      offers: { '@type': 'Offer', price: 1500, priceCurrency: 'KZT' },
    });
  });
});
