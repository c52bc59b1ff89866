import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $bookingEverRequested, $bookingRequest, bookingClosed, bookingRequested } from './contract';

describe('the booking part of the bus', () => {
  it('serves the newest request until the dialog closes, and remembers that one was made', async () => {
    const scope = fork();
    expect(scope.getState($bookingEverRequested)).toBe(false);
    await allSettled(bookingRequested, { scope, params: { kind: 'doctor', targetId: 3 } });
    expect(scope.getState($bookingRequest)).toEqual({ kind: 'doctor', targetId: 3 });
    await allSettled(bookingClosed, { scope });
    expect(scope.getState($bookingRequest)).toBeNull();
    expect(scope.getState($bookingEverRequested)).toBe(true);
    // Each page the server renders has its scope: one patient's request mounts nothing for another.
    expect(fork().getState($bookingEverRequested)).toBe(false);
  });
});
