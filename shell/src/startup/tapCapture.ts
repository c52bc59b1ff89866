/**
 * Taps on a server-rendered page before its scripts are live are kept and carried out once the page is ready
 * (`<html data-page-ready>`), exactly once: a patient who taps «Записаться» at first paint gets the dialog, not a
 * dead button. What works as plain HTML (a link, a form that posts somewhere, a `<details>`) is left to the
 * browser. Inline, first in the head (the CSP allows it by its hash), so it listens before the first paint.
 * Small, and with no imports: the build compiles this file into the head script (scripts/rspack/inlineHeadScript.ts,
 * HEAD_SCRIPTS), which runs `captureTaps(document, SERVER_RENDERED_ATTRIBUTE)`.
 */

/** Controls that need the page's scripts to do anything. */
const NEEDS_SCRIPT =
  'button,[role=button],[role=tab],[role=checkbox],[role=radio],[role=switch],[role=option],input[type=checkbox],input[type=radio],label';

/** How long taps are held at most: a page that never says it is ready (a section that failed) gets them anyway. */
export const HOLD_AT_MOST_MS = 15_000;

/** The control a click would have served, if it is one that is dead until the scripts run. */
function deadControl(target: EventTarget | null): HTMLElement | null {
  const control = target instanceof Element ? target.closest<HTMLElement>(NEEDS_SCRIPT) : null;
  if (!control) return null;
  // A link around it navigates without a script; a label serves its control (a text field needs no script).
  if (!control.matches('button,[role]') && control.closest('a[href]')) return null;
  if (control instanceof HTMLLabelElement) {
    const input = control.control;
    if (!(input instanceof HTMLInputElement) || !['checkbox', 'radio'].includes(input.type)) return null;
  }
  // A form that posts to an address works without a script: its boxes, their labels and its submit button.
  const field = control instanceof HTMLLabelElement ? control.control : control;
  const native =
    field instanceof HTMLInputElement || (field instanceof HTMLButtonElement && field.type === 'submit');
  if (native && field.form?.hasAttribute('action')) return null;
  return control;
}

/** Where a control sits under `<body>`: to find its equal if hydration replaced the server's nodes. */
function pathOf(element: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = element; node?.parentElement; node = node.parentElement) {
    path.unshift([...node.parentElement.children].indexOf(node));
  }
  return path;
}

function elementAt(doc: Document, path: number[]): Element | null {
  let node: Element | null = doc.documentElement;
  for (const index of path) node = node?.children[index] ?? null;
  return node;
}

interface Held {
  control: HTMLElement;
  path: number[];
  text: string;
}

/**
 * Starts keeping taps on `doc`; `serverRendered` is the attribute `<html>` has on a server-rendered page
 * (@clinic/shared's SERVER_RENDERED_ATTRIBUTE). Returns how many taps are held (for tests).
 */
export function captureTaps(
  doc: Document,
  serverRendered: string,
  holdAtMostMs = HOLD_AT_MOST_MS,
): () => number {
  const root = doc.documentElement;
  const held: Held[] = [];
  const onClick = (event: Event) => {
    // The static shell: the browser renders the page itself, so every control it shows is live.
    if (!root.hasAttribute(serverRendered)) return release();
    const control = deadControl(event.target);
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // A second tap on the same control is the same wish: it is carried out once.
    if (held.some((tap) => tap.control === control)) return;
    control.setAttribute('data-tap-held', '');
    held.push({ control, path: pathOf(control), text: control.textContent ?? '' });
  };

  const release = () => {
    observer.disconnect();
    clearTimeout(valve);
    doc.removeEventListener('click', onClick, true);
    for (const { control, path, text } of held.splice(0)) {
      control.removeAttribute('data-tap-held');
      // The same node if hydration kept it; else the node in its place, if it is the same control.
      const now = control.isConnected ? control : elementAt(doc, path);
      if (now instanceof HTMLElement && now.tagName === control.tagName && now.textContent === text)
        now.click();
    }
  };

  const observer = new MutationObserver(() => {
    if (root.hasAttribute('data-page-ready')) release();
  });
  const valve = setTimeout(release, holdAtMostMs);
  if (root.hasAttribute('data-page-ready')) {
    release();
  } else {
    doc.addEventListener('click', onClick, true);
    observer.observe(root, { attributes: true, attributeFilter: ['data-page-ready'] });
  }
  return () => held.length;
}
