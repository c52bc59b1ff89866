import { describe, expect, it } from 'vitest';
import { SHARE_PARAM, selectionFromAddress } from './selectionAddress';
import { shareLinkFor } from './shareLink';

describe('the share link', () => {
  it('round-trips a selection exactly, in its order', () => {
    const link = shareLinkFor('https://clinic.kz', [12, 45, 78, 3]);
    expect(link).toBe(`https://clinic.kz/analysis/list?${SHARE_PARAM}=12,45,78,3`);
    expect(selectionFromAddress(new URL(link).search)).toEqual([12, 45, 78, 3]);
  });
});
