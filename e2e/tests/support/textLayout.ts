/**
 * What a reader sees of text laid out in the browser, read from the line boxes (Range rects). Both functions
 * run in the page (`locator.evaluate`), so they carry everything they use.
 */

/**
 * The words in `root` that a line ends inside without a hyphen ('Маммогр' / 'афия'): a break between two
 * letters of one word with no soft hyphen (U+00AD) between them. Hidden text has no line boxes and is skipped.
 */
export function wordsCutWithoutHyphen(root: Element): string[] {
  const cuts: string[] = [];
  const range = document.createRange();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    let wordStart = -1;
    let last: { top: number; height: number } | null = null;
    let softHyphen = false;
    for (let index = 0; index <= text.length; index += 1) {
      const char = text[index] ?? ' ';
      if (char === '\u00AD') {
        softHyphen = true;
        continue;
      }
      if (!/\p{L}/u.test(char)) {
        wordStart = -1;
        last = null;
        continue;
      }
      if (wordStart < 0) wordStart = index;
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      // A letter right after a line break may also get an empty box at the end of the line before.
      const box = [...range.getClientRects()].findLast((rect) => rect.width > 0);
      if (!box) continue;
      if (last && box.top > last.top + last.height / 2 && !softHyphen) {
        const end = text.slice(index).search(/[^\p{L}\u00AD]|$/u) + index;
        cuts.push(`${text.slice(wordStart, index)} / ${text.slice(index, end)}`.replaceAll('\u00AD', ''));
      }
      last = { top: box.top, height: box.height };
      softHyphen = false;
    }
  }
  return cuts;
}

/**
 * The tallest horizontal band of `card`'s content box that no line of its text reaches, as a share of the
 * card's height: a card stretched past its content shows it as an empty half.
 */
export function largestEmptyBandShare(card: Element): number {
  const style = getComputedStyle(card);
  const box = card.getBoundingClientRect();
  const top = box.top + Number.parseFloat(style.paddingTop);
  const bottom = box.bottom - Number.parseFloat(style.paddingBottom);
  const lines: { top: number; bottom: number }[] = [];
  const range = document.createRange();
  const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue;
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) if (rect.height > 0) lines.push(rect);
  }
  lines.sort((a, b) => a.top - b.top);
  let reached = top;
  let largest = 0;
  for (const line of lines) {
    largest = Math.max(largest, line.top - reached);
    reached = Math.max(reached, line.bottom);
  }
  largest = Math.max(largest, bottom - reached);
  return largest / box.height;
}
