import { describe, expect, it } from 'vitest';
import { $viewport } from '../bus/contract';
import { watchViewport } from './watchViewport';

describe('watchViewport', () => {
  it('writes the window width into $viewport and follows resizes', () => {
    window.innerWidth = 1550;
    const stop = watchViewport(window);
    expect($viewport.getState()).toEqual({ width: 1550, isMobile: false, zoom: 0.9 });
    window.innerWidth = 500;
    window.dispatchEvent(new Event('resize'));
    expect($viewport.getState()).toMatchObject({ isMobile: true, zoom: 1 });
    stop();
    window.innerWidth = 1280;
    window.dispatchEvent(new Event('resize'));
    expect($viewport.getState().width).toBe(500);
  });
});
