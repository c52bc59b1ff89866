/**
 * After the page's own first work: the window has loaded, a few seconds have passed and the browser is
 * idle. Code the first screen does not need (the booking dialogs, the banner slider's Swiper) waits for it,
 * so the bytes of the first render go to what the patient sees first.
 */
export const SETTLE_AFTER_LOAD_MS = 3000;

export function whenSettled(run: () => void): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const go = () => {
    if (!cancelled) run();
  };
  const idle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(go, { timeout: 4000 }) : go();
  const later = () => {
    timer = setTimeout(idle, SETTLE_AFTER_LOAD_MS);
  };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
  return () => {
    cancelled = true;
    clearTimeout(timer);
    window.removeEventListener('load', later);
  };
}
