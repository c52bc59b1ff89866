import { CLINIC } from '@clinic/shared';
import { describe, expect, it } from 'vitest';
import { mapLink } from './mapLink';

describe('mapLink', () => {
  it('puts longitude first, as Yandex Maps expects, and marks the clinic', () => {
    const url = new URL(mapLink(CLINIC.coordinates));
    expect(url.searchParams.get('ll')).toBe('76.9026,43.2493');
    expect(url.searchParams.get('pt')).toBe('76.9026,43.2493,pm2rdm');
  });
});
