import { forgetApiAnswers } from '@clinic/shared';
import { useLayoutEffect, useRef } from 'react';

/**
 * The API answers a server-rendered page carried serve that page only: its hydration and its components' own
 * reads. Once the patient moves to another page, reads ask the API again (fresh data, as before). Forgotten in
 * the commit that shows the new page, before its loaders (started by the routes' layout effect, reading a few
 * microtasks later) can read an answer of the page left.
 */
export function useAnswersOfFirstPage(pathname: string): void {
  const first = useRef(pathname);
  useLayoutEffect(() => {
    if (pathname !== first.current) forgetApiAnswers();
  }, [pathname]);
}
