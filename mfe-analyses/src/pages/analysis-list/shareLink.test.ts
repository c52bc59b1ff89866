import { describe, expect, it } from 'vitest';
import { SHARE_PARAM, sharedIdsFrom, shareLinkFor } from './shareLink';

describe('the share link', () => {
  it('round-trips a selection exactly, in its order', () => {
    const link = shareLinkFor('https://clinic.kz', [12, 45, 78, 3]);
    expect(link).toBe(`https://clinic.kz/analysis/list?${SHARE_PARAM}=12,45,78,3`);
    expect(sharedIdsFrom(new URL(link).search)).toEqual([12, 45, 78, 3]);
  });

  it('reads an encoded comma and ignores other parameters', () => {
    expect(sharedIdsFrom('?utm_source=wa&a=5%2C6')).toEqual([5, 6]);
  });

  it('drops garbage and repeats', () => {
    expect(sharedIdsFrom('?a=7,x,7,-2,,8.5,9')).toEqual([7, 9]);
  });

  it('is null when the address carries no usable selection', () => {
    expect(sharedIdsFrom('')).toBeNull();
    expect(sharedIdsFrom('?b=1')).toBeNull();
    expect(sharedIdsFrom('?a=')).toBeNull();
    expect(sharedIdsFrom('?a=abc')).toBeNull();
  });
});
