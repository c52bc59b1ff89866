import { describe, expect, it, vi } from 'vitest';
import { startInSteps } from './startInSteps';

describe('startInSteps', () => {
  it('runs the steps in order, each after the one before has finished', async () => {
    const log: string[] = [];
    await startInSteps([
      () => new Promise<void>((resolve) => setTimeout(() => resolve(void log.push('slow first')), 20)),
      () => log.push('second'),
      async () => log.push('third'),
    ]);
    expect(log).toEqual(['slow first', 'second', 'third']);
  });

  it('gives the browser a turn between steps: the next step waits for a new task (a message)', async () => {
    const messages: (() => void)[] = [];
    class QueuedChannel {
      port1 = { onmessage: null as null | (() => void), close() {} };
      port2 = { postMessage: () => messages.push(() => this.port1.onmessage?.()) };
    }
    vi.stubGlobal('MessageChannel', QueuedChannel);
    const log: string[] = [];
    const started = startInSteps([() => log.push('first'), () => log.push('second')]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log).toEqual(['first']);
    messages.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log).toEqual(['first', 'second']);
    messages.shift()?.();
    await started;
    vi.unstubAllGlobals();
  });

  it('stops at a step that fails, and says so', async () => {
    const log: string[] = [];
    const failing = startInSteps([() => Promise.reject(new Error('chunk failed')), () => log.push('never')]);
    await expect(failing).rejects.toThrow('chunk failed');
    expect(log).toEqual([]);
  });
});
