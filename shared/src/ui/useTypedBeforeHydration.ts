import { type RefObject, useEffect, useRef } from 'react';

/**
 * A controlled field of a server-rendered page may hold text typed before the scripts ran: hydration keeps the
 * field's text, but the state behind it never heard of it, so the page would not act on it and the next render
 * would wipe it. Once mounted, the field's own text is handed to `onChange` if it differs from `value`.
 */
export function useTypedBeforeHydration<T extends HTMLInputElement | HTMLTextAreaElement>(
  value: string,
  onChange: (text: string) => void,
): RefObject<T | null> {
  const field = useRef<T>(null);
  const first = useRef({ value, onChange });
  useEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== first.current.value) first.current.onChange(typed);
  }, []);
  return field;
}
