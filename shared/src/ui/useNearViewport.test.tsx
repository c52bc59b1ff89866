import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './useNearViewport';

function Probe({ margin }: { margin?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  return <div ref={ref}>{useNearViewport(ref, margin) ? 'near' : 'far'}</div>;
}

/** The observers made, with the options each got; `scroll` tells them all the element came into view. */
let observers: { options?: IntersectionObserverInit; disconnected: boolean }[] = [];
let scroll: (isIntersecting: boolean) => void = () => {};
class FakeIntersectionObserver {
  readonly record: { options?: IntersectionObserverInit; disconnected: boolean };
  constructor(
    private readonly callback: (entries: { isIntersecting: boolean }[]) => void,
    options?: IntersectionObserverInit,
  ) {
    this.record = { options, disconnected: false };
    observers.push(this.record);
  }
  observe() {
    scroll = (isIntersecting) => this.callback([{ isIntersecting }]);
  }
  disconnect() {
    this.record.disconnected = true;
  }
}

beforeEach(() => {
  observers = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useNearViewport', () => {
  it('is false until the element comes near the viewport, then true for good', () => {
    render(<Probe />);
    expect(screen.getByText('far')).toBeTruthy();
    act(() => scroll(false));
    expect(screen.getByText('far')).toBeTruthy();
    act(() => scroll(true));
    expect(screen.getByText('near')).toBeTruthy();
    expect(observers.every((observer) => observer.disconnected)).toBe(true);
  });

  it('watches with the margin asked for, 300px by default', () => {
    render(
      <>
        <Probe />
        <Probe margin="0px" />
      </>,
    );
    expect(observers.map((observer) => observer.options?.rootMargin)).toEqual(['300px', '0px']);
  });

  it('renders false on the server, as the first browser render does (hydration matches)', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    expect(renderToString(<Probe />)).toContain('far');
  });

  it('without IntersectionObserver, turns true right after the first render', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeTruthy();
  });
});
