import { describe, expect, it } from 'vitest';
import { hasBackButton, layoutFor } from './layoutFor';

describe('layoutFor (SPEC §2 layouts)', () => {
  it.each([
    ['/', 'home'],
    ['/corporate-clients', 'for-corporate-clients'],
    ['/doctors-list/list', 'doctors'],
    ['/services/top', 'services'],
    ['/promotions/skidka', 'promotions'],
    ['/analysis/list', 'default'],
    ['/servicesx', 'default'],
  ])('desktop %s → %s', (path, layout) => {
    expect(layoutFor(path, false)).toBe(layout);
  });
  it('uses the mobile layouts below the breakpoint', () => {
    expect(layoutFor('/services/details/uzi', true)).toBe('services-mobile');
    expect(layoutFor('/', true)).toBe('default-mobile');
  });
  it('has a Back button everywhere but home, on desktop and mobile', () => {
    expect(hasBackButton('/')).toBe(false);
    expect(hasBackButton('/doctors-list/list')).toBe(true);
    expect(hasBackButton('/contacts')).toBe(true);
  });
});
