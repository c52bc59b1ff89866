import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escapeHtml';

describe('escapeHtml', () => {
  it('escapes the five characters that end text or an attribute value in HTML and XML', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('escapes an ampersand once, so an entity in the text stays text', () => {
    expect(escapeHtml('&amp; &lt;')).toBe('&amp;amp; &amp;lt;');
  });

  it('leaves other text alone (Cyrillic, ₸, $ patterns)', () => {
    expect(escapeHtml('Анализ крови — 4 500 ₸, $& $1')).toBe('Анализ крови — 4 500 ₸, $&amp; $1');
  });

  it('reads back as the same text in a DOM, in content and in an attribute', () => {
    const text = `"Клиника" <Диагност> & 'партнёры'`;
    const box = document.createElement('div');
    box.innerHTML = `<p title="${escapeHtml(text)}">${escapeHtml(text)}</p>`;
    const p = box.querySelector('p');
    expect(p?.textContent).toBe(text);
    expect(p?.getAttribute('title')).toBe(text);
  });
});
