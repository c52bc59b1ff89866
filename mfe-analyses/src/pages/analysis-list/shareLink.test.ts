import { describe, expect, it } from 'vitest';
import { SHARE_PARAM, selectionFromAddress } from './selectionAddress';
import { shareLinkFor } from './shareLink';

describe('the share link', () => {
  it('round-trips a selection exactly, in its order', () => {
    const link = shareLinkFor('https://clinic.kz', [12, 45, 78, 3]);
    expect(link).toBe(`https://clinic.kz/analysis/list?${SHARE_PARAM}=12,45,78,3`);
    expect(selectionFromAddress(new URL(link).search)).toEqual([12, 45, 78, 3]);
  });

  it('keeps the page’s language: one shared from a Kazakh page opens the Kazakh page', () => {
    const link = shareLinkFor('https://clinic.kz', [12, 45], 'kk');
    expect(link).toBe(`https://clinic.kz/kk/analysis/list?${SHARE_PARAM}=12,45`);
    expect(selectionFromAddress(new URL(link).search)).toEqual([12, 45]);
    expect(shareLinkFor('https://clinic.kz', [7], 'ru')).toBe(
      `https://clinic.kz/analysis/list?${SHARE_PARAM}=7`,
    );
  });
});
