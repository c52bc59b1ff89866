import { useCallback, useRef } from 'react';

const KEYFRAMES: Keyframe[] = [
  { transform: 'scale(1)' },
  { transform: 'scale(1.03)' },
  { transform: 'scale(1)' },
];

/**
 * A short pulse of an element (a persistent dialog answering an outside click). The count of pulses is kept
 * in `data-pulses`, which is what tests (and curious developers) can see of a 200 ms animation.
 */
export function usePulse<T extends HTMLElement>(durationMs: number) {
  const ref = useRef<T>(null);
  const pulse = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    element.dataset.pulses = String(Number(element.dataset.pulses ?? 0) + 1);
    element.animate?.(KEYFRAMES, { duration: durationMs, easing: 'ease-in-out' });
  }, [durationMs]);
  return [ref, pulse] as const;
}
