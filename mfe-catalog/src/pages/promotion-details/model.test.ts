import { $bookingRequest, type Promotion } from '@clinic/shared';
import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingClicked, promotionDetails } from './model';

const api = vi.hoisted(() => ({
  getPromotions: vi.fn(),
  getPromotion: vi.fn(),
}));

vi.mock('@clinic/shared', async (original) => ({
  ...(await original<typeof import('@clinic/shared')>()),
  ...api,
}));

beforeEach(() => {
  api.getPromotions.mockResolvedValue([
    { id: 4, slug: 'chistka-litsa', name: 'Чистка' },
    { id: 6, slug: 'sertifikat', name: 'Сертификат' },
  ] as Promotion[]);
  api.getPromotion.mockImplementation(async (id: number) => ({ id, slug: 'sertifikat', name: 'Полная' }));
});

describe('promotion details', () => {
  it('matches the slug in the list, then fetches the promotion by its id, and books it', async () => {
    const scope = fork();
    await allSettled(promotionDetails.opened, { scope, params: 'sertifikat' });
    expect(api.getPromotion).toHaveBeenCalledWith(6);
    expect(scope.getState(promotionDetails.$data)?.promotion?.name).toBe('Полная');
    await allSettled(bookingClicked, { scope });
    expect(scope.getState($bookingRequest)).toEqual({ kind: 'promotion', targetId: 6 });
  });

  it('does not fetch details for an unknown slug', async () => {
    api.getPromotion.mockClear();
    const scope = fork();
    await allSettled(promotionDetails.opened, { scope, params: 'nope' });
    expect(api.getPromotion).not.toHaveBeenCalled();
    expect(scope.getState(promotionDetails.$data)).toEqual({ promotion: null });
  });

  it('shows a Russian error when the details request fails', async () => {
    api.getPromotion.mockRejectedValue(new Error('boom'));
    const scope = fork();
    await allSettled(promotionDetails.opened, { scope, params: 'sertifikat' });
    expect(scope.getState(promotionDetails.$error)).toMatch(/Не удалось загрузить/);
  });
});
