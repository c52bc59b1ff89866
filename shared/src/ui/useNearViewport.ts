import { type RefObject, useEffect, useState } from 'react';

/**
 * True once `ref`'s element comes within `margin` of the viewport (and stays true). A block below the fold
 * then costs the first screen nothing: its code is not even requested until the patient scrolls. False on
 * the server and in the first browser render alike (hydration sees what the server sent); without
 * IntersectionObserver it turns true right after.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '300px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
