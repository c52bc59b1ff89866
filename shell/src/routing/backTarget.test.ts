import { describe, expect, it } from 'vitest';
import { backTarget } from './backTarget';

describe('«Назад» without history: the section parent', () => {
  it('takes a details page to its list', () => {
    expect(backTarget('/doctors-list/ivanova-anna')).toBe('/doctors-list/list');
    expect(backTarget('/promotions/eko-skidka')).toBe('/promotions/list');
    expect(backTarget('/services/details/uzi')).toBe('/services/top');
    expect(backTarget('/services/category/uzi')).toBe('/services/top');
    expect(backTarget('/check-up/adults-details/zhenskiy-bazovyy')).toBe('/check-up/list');
    expect(backTarget('/check-up/adults/zhenskoe-zdorove')).toBe('/check-up/list');
  });

  it('takes a section list, a shell page or an unknown address to the home page', () => {
    for (const path of [
      '/doctors-list/list',
      '/promotions/list/',
      '/services/top',
      '/check-up/list',
      '/analysis/list',
      '/contacts',
      '/booking/doctor/3',
      '/no-such-page',
    ]) {
      expect(backTarget(path)).toBe('/');
    }
  });
});
