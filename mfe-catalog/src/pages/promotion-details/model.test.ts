import { $bookingRequest, type Promotion } from '@clinic/shared';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { getPromotionFx, getPromotionsFx } from '../../data/api';
import { bookingClicked, promotionDetails } from './model';

const LIST = [
  { id: 4, slug: 'chistka-litsa', name: 'Чистка' },
  { id: 6, slug: 'sertifikat', name: 'Сертификат' },
] as Promotion[];

/** A scope whose API answers the list, and a promotion by id as `getPromotion` answers it. */
function scopeWith(
  getPromotion = vi.fn(async (id: number) => ({ id, slug: 'sertifikat', name: 'Полная' }) as Promotion),
) {
  const scope = fork({
    handlers: [
      [getPromotionsFx, async () => LIST],
      [getPromotionFx, getPromotion],
    ],
  });
  return { scope, getPromotion };
}

describe('promotion details', () => {
  it('matches the slug in the list, then fetches the promotion by its id, and books it', async () => {
    const { scope, getPromotion } = scopeWith();
    await allSettled(promotionDetails.opened, { scope, params: 'sertifikat' });
    expect(getPromotion).toHaveBeenCalledWith(6);
    expect(scope.getState(promotionDetails.$data)?.promotion?.name).toBe('Полная');
    await allSettled(bookingClicked, { scope });
    expect(scope.getState($bookingRequest)).toEqual({ kind: 'promotion', targetId: 6 });
  });

  it('does not fetch details for an unknown slug', async () => {
    const { scope, getPromotion } = scopeWith();
    await allSettled(promotionDetails.opened, { scope, params: 'nope' });
    expect(getPromotion).not.toHaveBeenCalled();
    expect(scope.getState(promotionDetails.$data)).toEqual({ promotion: null });
  });

  it('shows a Russian error when the details request fails', async () => {
    const { scope } = scopeWith(vi.fn().mockRejectedValue(new Error('boom')));
    await allSettled(promotionDetails.opened, { scope, params: 'sertifikat' });
    expect(scope.getState(promotionDetails.$error)).toBe('loadError.failed');
  });
});
