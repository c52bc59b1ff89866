import type { Renderer } from '../render/renderer';

/**
 * A renderer that answers with `render` alone (the tests' own pages), its threads quiet: none restarted, one ready
 * (what /metrics and /healthz read of a real one).
 */
export const fakeRenderer = (render: (...args: never[]) => Promise<unknown>): Renderer =>
  ({
    render,
    threadTally: () => ({ restarts: { exited: 0, crashed: 0, hung: 0 }, givenUp: 0 }),
    health: () => ({ ok: true, threads: 1, ready: 1 }),
  }) as unknown as Renderer;
