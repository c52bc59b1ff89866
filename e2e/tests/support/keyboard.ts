import type { Page } from '@playwright/test';

/** One visible control found on the page, as the keyboard audit judges it. */
export interface Control {
  key: string;
  name: string;
  /** Why its target is too small (WCAG 2.5.8), or null when it is big enough, spaced enough or exempt. */
  smallTarget: string | null;
}

/** What a Tab press landed on. */
export interface TabStop {
  key: string | null;
  name: string;
  /** The element (or the label drawing it) is on screen, not clipped away. */
  visible: boolean;
  /** How focus shows: 'outline', 'box-shadow', … or null when nothing visible changes. */
  indicator: string | null;
  /** The element is the page itself: focus has left the page's controls. */
  body: boolean;
  /** The element is inside the walk's scope (a dialog, a menu). */
  inScope: boolean;
  /** new; first (back at the walk's first stop); again (any other stop seen before); same (Tab did not move). */
  seen: 'new' | 'first' | 'again' | 'same';
}

interface Walk {
  first: Element | null;
  last: Element | null;
  visited: WeakSet<Element>;
}

/**
 * Runs in the page: finds every control, keys it, remembers its unfocused look and judges its target size.
 *
 * Keys: a control in a Swiper slide is keyed by its slider and its place in the slide, so 'the shown slide's
 * link' is one control whichever slide autoplay shows when Tab arrives (the hidden slides are inert, see the
 * spec). A member of a composite widget (tabs, listbox, radio group) is keyed by its composite: ARIA's pattern
 * makes the group one Tab stop and moves between members with the arrow keys (a roving tabindex).
 */
export function collectControls(scope: string | null): { controls: Control[]; pointerOnly: string[] } {
  const FOCUSABLE =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, iframe, [tabindex], [contenteditable="true"]';
  const ROLES =
    'button link checkbox radio switch tab option menuitem menuitemcheckbox menuitemradio combobox slider spinbutton textbox searchbox treeitem gridcell'.split(
      ' ',
    );
  const CONTROL = `${FOCUSABLE}, ${ROLES.map((role) => `[role="${role}"]`).join(', ')}`;
  const COMPOSITE =
    '[role="tablist"], [role="listbox"], [role="radiogroup"], [role="menu"], [role="menubar"], [role="tree"], [role="grid"]';
  const store = window as unknown as { __keyboardAudit?: WeakMap<Element, { key: string; look: string }> };
  const audit = new WeakMap<Element, { key: string; look: string }>();
  store.__keyboardAudit = audit;

  const isVisuallyHidden = (el: Element) => {
    const rect = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return (
      rect.width <= 1 ||
      rect.height <= 1 ||
      style.clip === 'rect(0px, 0px, 0px, 0px)' ||
      style.opacity === '0'
    );
  };
  /** What the patient sees of a control: a visually hidden input is drawn by its label (Chakra's checkbox). */
  const visualBox = (el: Element): Element =>
    isVisuallyHidden(el) ? ((el as HTMLInputElement).labels?.[0] ?? el.closest('label') ?? el) : el;
  /** The box left after every clipping ancestor (a slider's overflow: hidden) cuts the element. */
  const shownRect = (el: Element) => {
    const rect = el.getBoundingClientRect();
    let [left, top, right, bottom] = [rect.left, rect.top, rect.right, rect.bottom];
    // A scrolling box (overflow: auto) is not a cut: the patient scrolls, and focus scrolls it too.
    const cuts = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
    for (let parent = el.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      const clip = parent.getBoundingClientRect();
      if (cuts(style.overflowX)) [left, right] = [Math.max(left, clip.left), Math.min(right, clip.right)];
      if (cuts(style.overflowY)) [top, bottom] = [Math.max(top, clip.top), Math.min(bottom, clip.bottom)];
    }
    return { left, top, right, bottom };
  };
  const isShown = (el: Element) => {
    if (el.closest('[inert]') || (el as HTMLButtonElement).disabled) return false;
    const box = visualBox(el);
    if (!box.checkVisibility({ visibilityProperty: true })) return false;
    const rect = shownRect(box);
    return rect.right - rect.left >= 1 && rect.bottom - rect.top >= 1;
  };
  // A label drawing a hidden input shows focus on its parts (Chakra's checkbox box); any other control on itself.
  const look = (el: Element) =>
    [el, ...(el.matches('label') ? Array.from(el.querySelectorAll('*')).slice(0, 20) : [])]
      .map((node) => {
        const style = getComputedStyle(node);
        return [style.boxShadow, style.borderColor, style.borderWidth, style.backgroundColor].join('|');
      })
      .join('\n');

  const sliders = Array.from(document.querySelectorAll('.swiper'));
  const composites = Array.from(document.querySelectorAll(COMPOSITE));
  const root = (scope && document.querySelector(scope)) || document;
  const all = Array.from(root.querySelectorAll(CONTROL));
  const keyOf = (el: Element, index: number) => {
    const composite = el.closest(COMPOSITE);
    if (composite && el.getAttribute('role') && el !== composite)
      return `group ${composites.indexOf(composite)}`;
    const slide = el.closest('.swiper-slide');
    const slider = slide?.closest('.swiper');
    if (slide && slider) {
      const inSlide = Array.from(slide.querySelectorAll(CONTROL)).indexOf(el);
      return `slider ${sliders.indexOf(slider)} / ${inSlide}`;
    }
    return `control ${index}`;
  };
  const nameOf = (el: Element) => {
    const labelled = el.getAttribute('aria-labelledby');
    const text =
      el.getAttribute('aria-label') ??
      (labelled ? document.getElementById(labelled)?.textContent : null) ??
      (el as HTMLInputElement).labels?.[0]?.textContent ??
      (el.textContent?.trim() || el.querySelector('img')?.getAttribute('alt') || el.getAttribute('title')) ??
      el.getAttribute('placeholder') ??
      '';
    return `${el.tagName.toLowerCase()} «${text.replace(/\s+/g, ' ').trim().slice(0, 50)}»`;
  };

  const shown: Element[] = [];
  all.forEach((el, index) => {
    audit.set(el, { key: keyOf(el, index), look: look(visualBox(el)) });
    if (isShown(el)) shown.push(el);
  });

  // WCAG 2.5.8 as axe's target-size rule reads it: widgets only, inline links in a sentence exempt.
  const BLOCK = /^(block|list-item|table|flex|grid|table-.*)$/;
  const isWidget = (el: Element) => {
    const role = el.getAttribute('role');
    if (role) return ROLES.includes(role);
    return el.matches('a[href], button, input, select, textarea, summary');
  };
  // axe's isInTextBlock: the nearest block holds text of its own beside the control (nested blocks and other
  // widgets do not count), i.e. the control sits in a sentence.
  const inTextBlock = (el: Element) => {
    if (BLOCK.test(getComputedStyle(el).display)) return false;
    let block = el.parentElement;
    while (block && !BLOCK.test(getComputedStyle(block).display)) block = block.parentElement;
    if (!block) return false;
    let text = '';
    const walk = (node: Node) => {
      for (const child of Array.from(node.childNodes)) {
        if (child.nodeType === Node.TEXT_NODE) text += child.nodeValue ?? '';
        if (!(child instanceof Element)) continue;
        if (BLOCK.test(getComputedStyle(child).display) || !child.checkVisibility() || isWidget(child))
          continue;
        walk(child);
      }
    };
    walk(block);
    return text.trim().length > 0;
  };
  const MIN = 24;
  const targets = shown.filter(isWidget).map((el) => {
    const rect = visualBox(el).getBoundingClientRect();
    const x = rect.left + window.scrollX;
    const y = rect.top + window.scrollY;
    // What a neighbour can crowd: the part not scrolled out of sight inside a scrolling list.
    let [left, top, right, bottom] = [x, y, x + rect.width, y + rect.height];
    for (let parent = el.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      [left, right] = [
        Math.max(left, clip.left + window.scrollX),
        Math.min(right, clip.right + window.scrollX),
      ];
      [top, bottom] = [
        Math.max(top, clip.top + window.scrollY),
        Math.min(bottom, clip.bottom + window.scrollY),
      ];
    }
    const seen = right > left && bottom > top ? { left, top, right, bottom } : null;
    return { el, seen, w: rect.width, h: rect.height, cx: x + rect.width / 2, cy: y + rect.height / 2 };
  });
  const small = (t: (typeof targets)[number]) => t.w < MIN - 0.5 || t.h < MIN - 0.5;
  const smallTarget = (el: Element): string | null => {
    const target = targets.find((t) => t.el === el);
    if (!target || !small(target) || inTextBlock(el)) return null;
    // The spacing exception: a 24 px circle on its centre meets no other target and no other small one's circle.
    const clash = targets.find((other) => {
      if (other === target || !other.seen || other.el.contains(el) || el.contains(other.el)) return false;
      const nearestX = Math.max(other.seen.left, Math.min(target.cx, other.seen.right));
      const nearestY = Math.max(other.seen.top, Math.min(target.cy, other.seen.bottom));
      if (Math.hypot(nearestX - target.cx, nearestY - target.cy) < MIN / 2) return true;
      return small(other) && Math.hypot(other.cx - target.cx, other.cy - target.cy) < MIN;
    });
    if (!clash) return null;
    return `${Math.round(target.w)}×${Math.round(target.h)} px, too close to ${nameOf(clash.el)}`;
  };

  // A mouse-only control: something drawn as clickable (a pointer cursor of its own) that is no control, holds
  // none and labels none, so a keyboard cannot reach what the mouse can.
  const pointerOnly = Array.from(root.querySelectorAll('*')).filter((el) => {
    if (getComputedStyle(el).cursor !== 'pointer') return false;
    if (el.parentElement && getComputedStyle(el.parentElement).cursor === 'pointer') return false;
    if (el.closest(CONTROL) || el.closest('label') || el.querySelector(CONTROL)) return false;
    return isShown(el);
  });

  return {
    controls: shown.map((el) => ({
      key: audit.get(el)?.key ?? '',
      name: nameOf(el),
      smallTarget: smallTarget(el),
    })),
    pointerOnly: pointerOnly.map(nameOf),
  };
}

/** Runs in the page after a Tab press: what has focus, whether it is on screen and how its focus shows. */
export function describeFocus(scope: string | null): TabStop {
  const el = document.activeElement;
  const store = window as unknown as { __keyboardAudit?: WeakMap<Element, { key: string; look: string }> };
  if (!el || el === document.body || el === document.documentElement) {
    return {
      key: null,
      name: 'body',
      visible: false,
      indicator: null,
      body: true,
      inScope: false,
      seen: 'new',
    };
  }
  const walk = (window as unknown as { __keyboardWalk: Walk }).__keyboardWalk;
  const seen =
    el === walk.last ? 'same' : el === walk.first ? 'first' : walk.visited.has(el) ? 'again' : 'new';
  walk.first ??= el;
  walk.last = el;
  walk.visited.add(el);
  const known = store.__keyboardAudit?.get(el);
  const hidden = (node: Element) => {
    const rect = node.getBoundingClientRect();
    const style = getComputedStyle(node);
    return (
      rect.width <= 1 ||
      rect.height <= 1 ||
      style.clip === 'rect(0px, 0px, 0px, 0px)' ||
      style.opacity === '0'
    );
  };
  const box = hidden(el) ? ((el as HTMLInputElement).labels?.[0] ?? el.closest('label') ?? el) : el;
  // A label drawing a hidden input shows focus on its parts (Chakra's checkbox box); any other control on itself.
  const parts = [box, ...(box.matches('label') ? Array.from(box.querySelectorAll('*')).slice(0, 20) : [])];

  /** The window every overflow-clipping ancestor leaves: nothing of `node` drawn outside it can be seen. */
  const clipOf = (node: Element) => {
    let clip = { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };
    for (let parent = node.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      const r = parent.getBoundingClientRect();
      if (style.overflowX !== 'visible')
        clip = { ...clip, left: Math.max(clip.left, r.left), right: Math.min(clip.right, r.right) };
      if (style.overflowY !== 'visible')
        clip = { ...clip, top: Math.max(clip.top, r.top), bottom: Math.min(clip.bottom, r.bottom) };
    }
    return clip;
  };
  const overlap = (from: number, to: number, min: number, max: number) =>
    Math.min(to, max) - Math.max(from, min) >= 1;

  // Focus scrolling a clipped box (overflow: hidden, a slider's track) reached a control hidden there: it was off
  // screen until Tab dragged it in, and the patient cannot scroll it back.
  let dragged = false;
  for (let parent = box.parentElement; parent; parent = parent.parentElement) {
    const style = getComputedStyle(parent);
    const cuts = style.overflowX === 'hidden' || style.overflowY === 'hidden';
    if (cuts && (parent.scrollLeft || parent.scrollTop)) dragged = true;
  }
  const rect = box.getBoundingClientRect();
  const clip = clipOf(box);
  const onScreen =
    overlap(rect.left, rect.right, clip.left, clip.right) &&
    overlap(rect.top, rect.bottom, clip.top, clip.bottom);
  // WCAG 2.4.11: not entirely hidden behind other content (a sticky bar, an overlay): some sampled point of its
  // shown part must hit the control itself.
  const [left, right] = [Math.max(rect.left, clip.left) + 1, Math.min(rect.right, clip.right) - 1];
  const [top, bottom] = [Math.max(rect.top, clip.top) + 1, Math.min(rect.bottom, clip.bottom) - 1];
  const points = [
    [(left + right) / 2, (top + bottom) / 2],
    [left, top],
    [right, top],
    [left, bottom],
    [right, bottom],
  ];
  const uncovered = points.some(([x = 0, y = 0]) => {
    const hit = document.elementFromPoint(x, y);
    return !!hit && (box.contains(hit) || hit.contains(box) || el.contains(hit));
  });
  const visible =
    !dragged &&
    !el.closest('[inert]') &&
    box.checkVisibility({ visibilityProperty: true }) &&
    onScreen &&
    uncovered;

  /** An outline ring on `node` of which at least 1 px shows inside its clipping ancestors. */
  const ringShows = (node: Element) => {
    const style = getComputedStyle(node);
    const width = Number.parseFloat(style.outlineWidth);
    const transparent = /rgba\(.*,\s*0\)$/.test(style.outlineColor) || style.outlineColor === 'transparent';
    if (style.outlineStyle === 'none' || !(width > 0) || transparent) return false;
    // The ring lies between `inner` and `outer` px outside the border edge (a negative offset draws it inside).
    const inner = Number.parseFloat(style.outlineOffset) || 0;
    const outer = inner + width;
    const r = node.getBoundingClientRect();
    const c = clipOf(node);
    const rows = overlap(r.top - outer, r.bottom + outer, c.top, c.bottom);
    const cols = overlap(r.left - outer, r.right + outer, c.left, c.right);
    return (
      (rows && overlap(r.left - outer, r.left - inner, c.left, c.right)) ||
      (rows && overlap(r.right + inner, r.right + outer, c.left, c.right)) ||
      (cols && overlap(r.top - outer, r.top - inner, c.top, c.bottom)) ||
      (cols && overlap(r.bottom + inner, r.bottom + outer, c.top, c.bottom))
    );
  };
  let indicator: string | null = null;
  if (!el.matches(':focus-visible')) indicator = null;
  else if (parts.some(ringShows)) indicator = 'outline';
  else if (known) {
    // No ring: another drawn change against its unfocused look (a shadow, border or background) will do.
    const before = known.look.split('\n');
    const now = parts.map((node) => {
      const style = getComputedStyle(node);
      return [style.boxShadow, style.borderColor, style.borderWidth, style.backgroundColor].join('|');
    });
    if (now.some((line, i) => line !== before[i])) indicator = 'changed style';
  }
  const text =
    el.getAttribute('aria-label') ??
    ((el as HTMLInputElement).labels?.[0]?.textContent || el.textContent || el.getAttribute('placeholder')) ??
    '';
  return {
    key: known?.key ?? null,
    name: `${el.tagName.toLowerCase()} «${text.replace(/\s+/g, ' ').trim().slice(0, 50)}»`,
    visible,
    indicator,
    body: false,
    inScope: !scope || !!el.closest(scope),
    seen,
  };
}

/**
 * Presses `key` (Tab or Shift+Tab) until focus leaves the page or comes back round to the first stop, at most
 * `cap` times: from the top of the page, or (`fromTop: false`) from where focus is, as inside a dialog. With a
 * `scope`, the walk also ends on the first stop outside it. A stop that keeps focus, or a loop back to an
 * earlier stop than the first, ends the walk (a keyboard trap).
 */
export async function tabThrough(
  page: Page,
  cap: number,
  {
    fromTop = true,
    key = 'Tab',
    scope = null,
  }: { fromTop?: boolean; key?: 'Tab' | 'Shift+Tab'; scope?: string | null } = {},
): Promise<TabStop[]> {
  await page.evaluate((top) => {
    if (top) {
      // Focusing the page itself moves the start of Tab navigation to the top, wherever focus was before.
      document.body.tabIndex = -1;
      document.body.focus();
      document.body.removeAttribute('tabindex');
      window.scrollTo(0, 0);
    }
    const walk: Walk = { first: null, last: null, visited: new WeakSet() };
    (window as unknown as { __keyboardWalk: Walk }).__keyboardWalk = walk;
  }, fromTop);
  const stops: TabStop[] = [];
  for (let press = 0; press < cap; press++) {
    await page.keyboard.press(key);
    const stop = await page.evaluate(describeFocus, scope);
    if ((stop.body && stops.length) || stop.seen === 'first') break;
    stops.push(stop);
    if (stop.seen !== 'new' || !stop.inScope) break;
  }
  return stops;
}
