import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import {
  $canGoBack,
  $days,
  $selectedDay,
  dayClicked,
  nextWeekClicked,
  pickerOpened,
  previousWeekClicked,
} from './model';

// A fixed clock: Wednesday 13 May 2026 in Almaty.
const NOW = new Date('2026-05-13T05:00:00Z');

describe('the week picker model', () => {
  it('opens on the week of today with today picked', async () => {
    const scope = fork();
    await allSettled(pickerOpened, { scope, params: NOW });
    expect(scope.getState($days).map((day) => day.iso)[0]).toBe('2026-05-11');
    expect(scope.getState($selectedDay)).toBe('2026-05-13');
    expect(scope.getState($canGoBack)).toBe(false);
  });

  it('goes to the next week and back, never before the current one', async () => {
    const scope = fork();
    await allSettled(pickerOpened, { scope, params: NOW });
    await allSettled(nextWeekClicked, { scope });
    expect(scope.getState($days)[0]?.iso).toBe('2026-05-18');
    expect(scope.getState($canGoBack)).toBe(true);
    await allSettled(previousWeekClicked, { scope });
    await allSettled(previousWeekClicked, { scope });
    expect(scope.getState($days)[0]?.iso).toBe('2026-05-11');
  });

  it('picks a future day and refuses a past one', async () => {
    const scope = fork();
    await allSettled(pickerOpened, { scope, params: NOW });
    await allSettled(dayClicked, { scope, params: '2026-05-15' });
    expect(scope.getState($selectedDay)).toBe('2026-05-15');
    await allSettled(dayClicked, { scope, params: '2026-05-12' });
    expect(scope.getState($selectedDay)).toBe('2026-05-15');
  });
});
