import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import {
  $canGoBack,
  $canGoForward,
  $days,
  $selectedDay,
  dayAsked,
  dayClicked,
  nextWeekClicked,
  pickerOpened,
  previousWeekClicked,
  todayRendered,
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

  it('opens on the day the address asks for, in its week, when it can be picked', async () => {
    const scope = fork();
    await allSettled(dayAsked, { scope, params: '2026-05-21' });
    await allSettled(pickerOpened, { scope, params: NOW });
    expect(scope.getState($selectedDay)).toBe('2026-05-21');
    expect(scope.getState($days)[0]?.iso).toBe('2026-05-18');
    // A past day, or one past the horizon, in the address: today instead.
    for (const asked of ['2026-05-12', '2026-07-13']) {
      await allSettled(dayAsked, { scope, params: asked });
      expect(scope.getState($selectedDay)).toBe('2026-05-13');
      expect(scope.getState($days)[0]?.iso).toBe('2026-05-11');
    }
  });

  it('shows the week the server rendered, then the device’s own today', async () => {
    const scope = fork();
    await allSettled(todayRendered, { scope, params: '2026-05-12' });
    expect(scope.getState($selectedDay)).toBe('2026-05-12');
    await allSettled(pickerOpened, { scope, params: NOW });
    expect(scope.getState($selectedDay)).toBe('2026-05-13');
  });

  it('offers days up to 60 days ahead and no week beyond them', async () => {
    const scope = fork();
    await allSettled(pickerOpened, { scope, params: NOW });
    // 60 days after 13 May is 12 July, a Sunday: the week of 6 July is the last one.
    for (let week = 0; week < 12; week += 1) await allSettled(nextWeekClicked, { scope });
    expect(scope.getState($days)[0]?.iso).toBe('2026-07-06');
    expect(scope.getState($canGoForward)).toBe(false);
    expect(scope.getState($days).filter((day) => day.isBeyond)).toEqual([]);
    await allSettled(dayClicked, { scope, params: '2026-07-12' });
    expect(scope.getState($selectedDay)).toBe('2026-07-12');
    await allSettled(dayClicked, { scope, params: '2026-07-13' });
    expect(scope.getState($selectedDay)).toBe('2026-07-12');
  });
});
