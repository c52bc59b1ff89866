import { act, cleanup, render } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

const Page = () => <p>страница</p>;

/** What the first commit shows: the page, or the fallback while it is being loaded. */
function firstCommit(Component: ComponentType) {
  const { container } = render(
    <Suspense fallback={<p>загрузка</p>}>
      <Component />
    </Suspense>,
  );
  return container.textContent;
}

afterEach(cleanup);

describe('preloadable: a page prepared before hydration renders without suspending', () => {
  it('a chunk loaded ahead renders at once, and is loaded once', async () => {
    const load = vi.fn(async () => Page);
    const { preload, Component } = preloadable(load);
    await act(() => preload());
    expect(firstCommit(Component)).toBe('страница');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a component in the routes module’s own chunk renders at once', () => {
    expect(firstCommit(preloadable(() => Page).Component)).toBe('страница');
  });

  it('a chunk not loaded yet suspends, as any lazy page', () => {
    expect(firstCommit(preloadable(async () => Page).Component)).toBe('загрузка');
  });
});
