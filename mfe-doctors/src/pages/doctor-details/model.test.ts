import { $bookingRequest, type Doctor } from '@clinic/shared';
import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDoctorFx, getDoctorsFx } from '../../lib/api';
import { makeDoctor } from '../../testing/makeDoctor';
import { $mobileTab, $reviewTab, $view, pageOpened, retryClicked, signUpClicked, tabsOpened } from './model';
import { readTabs } from './tabAddress';
import { dayClicked, pickerOpened } from './week-picker/model';

const doctors = [makeDoctor(4, { slug: 'kim-olga' }), makeDoctor(7, { slug: 'petrov-igor' })];

const getDoctor = vi.fn(async (id: number) => doctors.find((doctor) => doctor.id === id) as Doctor);
const scopeWithApi = () =>
  fork({
    handlers: [
      [getDoctorsFx, async () => doctors],
      [getDoctorFx, getDoctor],
    ],
  });

beforeEach(() => {
  getDoctor.mockClear();
});

describe('the doctor page model', () => {
  it('finds the id from the slug in the list, then reads that doctor (SPEC §7)', async () => {
    const scope = scopeWithApi();
    await allSettled(pageOpened, { scope, params: 'petrov-igor' });
    expect(getDoctor.mock.calls).toEqual([[7]]);
    const view = scope.getState($view);
    expect(view.kind === 'ready' && view.doctor.slug).toBe('petrov-igor');
  });

  it('says not found for an unknown slug and reads no doctor', async () => {
    const scope = scopeWithApi();
    await allSettled(pageOpened, { scope, params: 'no-such-doctor' });
    expect(scope.getState($view)).toEqual({ kind: 'notFound' });
    expect(getDoctor).not.toHaveBeenCalled();
  });

  it('shows a load error and recovers on retry', async () => {
    getDoctor.mockRejectedValueOnce(new Error('500'));
    const scope = scopeWithApi();
    await allSettled(pageOpened, { scope, params: 'kim-olga' });
    const failed = scope.getState($view);
    expect(failed.kind === 'failed' && failed.error).toBe('loadError.failed');
    await allSettled(retryClicked, { scope });
    expect(scope.getState($view).kind).toBe('ready');
  });

  it('fires the booking event with the id of the doctor of the route', async () => {
    const scope = scopeWithApi();
    await allSettled(pageOpened, { scope, params: 'kim-olga' });
    await allSettled(signUpClicked, { scope });
    expect(scope.getState($bookingRequest)).toEqual({ kind: 'doctor', targetId: 4 });
  });

  it('books the day picked in «Выберите день приёма»', async () => {
    const scope = scopeWithApi();
    await allSettled(pageOpened, { scope, params: 'kim-olga' });
    // Wednesday 25 November 2026 in Almaty; the patient picks Saturday.
    await allSettled(pickerOpened, { scope, params: new Date('2026-11-25T05:00:00Z') });
    await allSettled(dayClicked, { scope, params: '2026-11-28' });
    await allSettled(signUpClicked, { scope });
    expect(scope.getState($bookingRequest)).toEqual({
      kind: 'doctor',
      targetId: 4,
      preferredDate: '2026-11-28',
    });
  });
});

describe('the doctor page tabs (SPEC §4)', () => {
  it('start on all reviews and about, follow the address, and reset on the next page', async () => {
    const scope = scopeWithApi();
    await allSettled(pageOpened, { scope, params: 'kim-olga' });
    expect([scope.getState($reviewTab), scope.getState($mobileTab)]).toEqual(['all', 'about']);
    await allSettled(tabsOpened, { scope, params: readTabs('?tab=negative') });
    expect([scope.getState($reviewTab), scope.getState($mobileTab)]).toEqual(['negative', 'reviews']);
    await allSettled(pageOpened, { scope, params: 'petrov-igor' });
    expect([scope.getState($reviewTab), scope.getState($mobileTab)]).toEqual(['all', 'about']);
  });
});
