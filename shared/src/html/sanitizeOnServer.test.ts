// @vitest-environment node
import { JSDOM } from 'jsdom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const DIRTY = '<p><b>ТТГ</b><img src=x onerror=alert(1)><script>alert(2)</script></p>';

/** A fresh copy of the module each time: the server's window is module state. */
const freshModule = () => import('./sanitizeHtml');

describe('the sanitiser on the server (no browser DOM)', () => {
  beforeEach(() => vi.resetModules());

  it('sanitises by the browser rules in the DOM the render worker provides', async () => {
    const { loadSanitizer, sanitizeOnServerWith } = await freshModule();
    sanitizeOnServerWith(new JSDOM('').window);
    const clean = (await loadSanitizer())(DIRTY);
    expect(clean).toBe('<p><b>ТТГ</b><img src="x"></p>');
  });

  it('parses text in that DOM too', async () => {
    const { htmlToText, sanitizeOnServerWith } = await freshModule();
    sanitizeOnServerWith(new JSDOM('').window);
    expect(htmlToText(DIRTY)).toBe('ТТГ');
  });

  it('works out each input once where the worker keeps results, with the same results', async () => {
    const { htmlToText, loadSanitizer, sanitizeOnServerWith } = await freshModule();
    const window = new JSDOM('').window;
    const sanitized = new Map<string, string>();
    const text = new Map<string, string>();
    sanitizeOnServerWith(window, { sanitized, text });
    const sanitize = await loadSanitizer();
    expect(sanitize(DIRTY)).toBe('<p><b>ТТГ</b><img src="x"></p>');
    expect(htmlToText(DIRTY)).toBe('ТТГ');
    expect([...sanitized]).toEqual([[DIRTY, '<p><b>ТТГ</b><img src="x"></p>']]);
    expect([...text]).toEqual([[DIRTY, 'ТТГ']]);
    // Kept: the second call parses nothing.
    const parse = vi.spyOn(window.DOMParser.prototype, 'parseFromString');
    const create = vi.spyOn(window.document.implementation, 'createHTMLDocument');
    expect(sanitize(DIRTY)).toBe('<p><b>ТТГ</b><img src="x"></p>');
    expect(htmlToText(DIRTY)).toBe('ТТГ');
    expect(parse).not.toHaveBeenCalled();
    expect(create).not.toHaveBeenCalled();
  });

  it('fails closed without a DOM: everything is escaped, nothing is markup', async () => {
    const { loadSanitizer } = await freshModule();
    const clean = (await loadSanitizer())(DIRTY);
    expect(clean).not.toContain('<');
    expect(clean).toContain('&lt;script&gt;');
  });
});
