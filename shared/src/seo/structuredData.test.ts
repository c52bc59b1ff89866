import { describe, expect, it } from 'vitest';
import type { Doctor } from '../api/types';
import { breadcrumbData, itemListData, medicalClinicData, offerData, physicianData } from './structuredData';
import { structuredDataProblems } from './structuredDataProblems';

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

describe('structuredDataProblems: the rules every page’s JSON-LD keeps', () => {
  const doctor = {
    name: 'Иванова',
    image: null,
    short_info: [{ specialty: 'Кардиолог' }],
    first_appointment: { price: 9000 },
    repeated_appointment: { price: 7000 },
  } as unknown as Doctor;

  it('finds nothing in what the builders emit', () => {
    const emitted = [
      medicalClinicData(),
      offerData({ name: 'МРТ', price: 25000, url: '/services/details/mrt', image: '/media/mrt.svg' }),
      breadcrumbData([{ name: 'Главная', url: '/' }]),
      physicianData(doctor, '/doctors-list/ivanova'),
      itemListData('Анализы', [{ name: 'ОАК', price: 1500 }], 'Service'),
      itemListData('Врачи', [{ name: 'Иванова', url: '/doctors-list/ivanova', price: 9000 }], 'Physician'),
    ];
    expect(structuredDataProblems(emitted)).toEqual([]);
  });

  it('names a type not in SCHEMA_TYPES, an untyped object, a price outside an Offer and an Offer astray', () => {
    const page = {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: [
        {
          '@type': 'ListItem',
          item: { '@type': 'MedicalTest', name: 'ОАК', price: 1500, priceCurrency: 'KZT' },
        },
        { '@type': 'ListItem', item: { name: 'УЗИ' } },
        { '@type': 'ListItem', item: { '@type': 'Offer', price: 100, priceCurrency: 'RUB' } },
      ],
    };
    expect(structuredDataProblems([page])).toEqual([
      '[0].itemListElement[0].item: @type MedicalTest is not one of SCHEMA_TYPES',
      '[0].itemListElement[0].item: a price on a MedicalTest, not in an Offer',
      '[0].itemListElement[1].item: an object without @type',
      '[0].itemListElement[2].item: currency RUB',
      '[0].itemListElement[2].item: an Offer under «item»',
    ]);
    expect(structuredDataProblems([{ '@type': 'MedicalClinic' }])).toEqual(['[0]: @context undefined']);
  });
});
