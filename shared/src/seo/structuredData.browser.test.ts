import { describe, expect, it } from 'vitest';
import * as full from './structuredData';
import * as browser from './structuredData.browser';

describe("structuredData.browser.ts, the browser builds' structuredData.ts", () => {
  it('exports every name the full module does, so no page of any remote misses one', () => {
    expect(Object.keys(browser).sort()).toEqual(Object.keys(full).sort());
    expect(browser.SCHEMA_TYPES).toBe(full.SCHEMA_TYPES);
    expect(browser.offerPrice(null)).toEqual(full.offerPrice(null));
  });

  it('builds nothing: each builder returns one typed placeholder', () => {
    const built = [
      browser.medicalClinicData('ru'),
      browser.webPageData('/', 'Главная', 'ru'),
      browser.offerData({ name: 'МРТ', url: '/promotions/mrt' }),
      browser.breadcrumbData([{ name: 'Акции', url: '/promotions' }]),
      browser.itemListData('Акции', [], 'Service'),
    ];
    for (const data of built) expect(data).toEqual({ '@type': 'Thing' });
  });
});
