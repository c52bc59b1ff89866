import { forgetApiAnswers } from '@clinic/shared';
import { useEffect, useRef } from 'react';

/**
 * The API answers a server-rendered page carried serve that page only: its hydration and its components' own
 * reads. Once the patient moves to another page, reads ask the API again (fresh data, as before).
 */
export function useAnswersOfFirstPage(pathname: string): void {
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname !== first.current) forgetApiAnswers();
  }, [pathname]);
}
