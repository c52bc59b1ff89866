import { $bookingRequest, type Service } from '@clinic/shared';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { getServicesFx } from '../../data/api';
import { bookingClicked, serviceDetails } from './model';

const SERVICES = [
  { id: 7, slug: 'uzi-pochek', name: 'УЗИ почек' },
  { id: 9, slug: 'ekg', name: 'ЭКГ' },
] as Service[];

const scopeWithServices = () => fork({ handlers: [[getServicesFx, async () => SERVICES]] });

describe('service details', () => {
  it('finds the service by slug and books it with its id and the kind services', async () => {
    const scope = scopeWithServices();
    await allSettled(serviceDetails.opened, { scope, params: 'ekg' });
    expect(scope.getState(serviceDetails.$data)?.service?.id).toBe(9);
    await allSettled(bookingClicked, { scope });
    expect(scope.getState($bookingRequest)).toEqual({ kind: 'services', targetId: 9 });
  });

  it('gives no service for an unknown slug and books nothing', async () => {
    const scope = scopeWithServices();
    await allSettled(serviceDetails.opened, { scope, params: 'no-such' });
    expect(scope.getState(serviceDetails.$data)).toEqual({ service: null });
    await allSettled(bookingClicked, { scope });
    expect(scope.getState($bookingRequest)).toBeNull();
  });
});
