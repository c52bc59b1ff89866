import { describe, expect, it } from 'vitest';
import { FIRST_TABS, readTabs, tabHref } from './tabAddress';

describe('the doctor page’s tabs in its address', () => {
  it('round-trips every tab through its link', () => {
    for (const tab of ['positive', 'negative'] as const)
      expect(readTabs(new URL(tabHref('ivanova', tab), 'http://x').search)).toEqual({
        review: tab,
        mobile: 'reviews',
      });
    expect(readTabs(new URL(tabHref('ivanova', 'reviews'), 'http://x').search)).toEqual({
      review: 'all',
      mobile: 'reviews',
    });
  });

  it('gives the first tab of each layout the bare address', () => {
    expect(tabHref('ivanova', 'all')).toBe('/doctors-list/ivanova');
    expect(tabHref('ivanova', 'about')).toBe('/doctors-list/ivanova');
    expect(tabHref('ivanova', 'negative')).toBe('/doctors-list/ivanova?tab=negative');
  });

  it('reads anything odd as the first tabs, never an error', () => {
    for (const search of ['', '?tab=', '?tab=ALL', '?tab=%3Cscript%3E', '?tab=about&tab=negative', '?x=1'])
      expect(readTabs(search), search).toEqual(FIRST_TABS);
  });

  it('keeps the day picked in the address, so a tab does not undo the pick', () => {
    expect(tabHref('ivanova', 'negative', '2026-11-28')).toBe(
      '/doctors-list/ivanova?tab=negative&day=2026-11-28',
    );
    expect(tabHref('ivanova', 'about', '2026-11-28')).toBe('/doctors-list/ivanova?day=2026-11-28');
    expect(tabHref('ivanova', 'reviews', null)).toBe('/doctors-list/ivanova?tab=reviews');
  });
});
