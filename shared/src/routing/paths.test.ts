import { describe, expect, it } from 'vitest';
import { pathTo, REDIRECTS, ROUTES, relativeTo } from './paths';

describe('routes', () => {
  it('fills parameters and encodes them', () => {
    expect(pathTo(ROUTES.SERVICE_DETAILS, { slug: 'uzi' })).toBe('/services/details/uzi');
    expect(pathTo(ROUTES.DOCTOR_VIEW_DETAILS, { slug: 'a b' })).toBe('/doctors-list/a%20b');
    expect(() => pathTo(ROUTES.SERVICES_LIST)).toThrow(/slug/);
  });
  it('gives a remote its relative paths', () => {
    expect(relativeTo(ROUTES.CHECK_UP, ROUTES.CHECK_UP_ADULTS)).toBe('adults/:slug');
    expect(() => relativeTo(ROUTES.SERVICES, ROUTES.ANALYSIS_LIST)).toThrow();
  });
  it('redirects every section root of SPEC §2', () => {
    expect(Object.fromEntries(REDIRECTS)).toEqual({
      '/analysis': '/analysis/list',
      '/check-up': '/check-up/list',
      '/doctors-list': '/doctors-list/list',
      '/promotions': '/promotions/list',
      '/services': '/services/top',
    });
  });
});
