import type { EventCallable } from 'effector';
import { useUnit } from 'effector-react';
import { useEffect, useMemo, useRef } from 'react';

/**
 * What a page reads from its address's query (a sort, filters, a tab), passed on to its model when a client-side
 * navigation changes it: a link within the page, Back, Forward. The page was opened with the first value by its
 * route's `load` (on the server, or before hydration), so nothing is fired for it. `key` tells two values apart
 * (their canonical address), so that a change of the query that means nothing new (a parameter of something
 * else) fires nothing. Returns the value read.
 */
export function useAddressQuery<T>(
  search: string,
  read: (search: string) => T,
  key: (value: T) => string,
  changed: EventCallable<T>,
): T {
  const value = useMemo(() => read(search), [read, search]);
  const current = key(value);
  const applied = useRef(current);
  const fire = useUnit(changed);
  useEffect(() => {
    if (current === applied.current) return;
    applied.current = current;
    fire(value);
  }, [current, value, fire]);
  return value;
}
