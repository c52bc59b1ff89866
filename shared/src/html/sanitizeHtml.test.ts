// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('keeps formatting and removes script vectors', () => {
    const dirty =
      '<b>ТТГ</b><img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">x</a>';
    const clean = sanitizeHtml(dirty);
    expect(clean).toContain('<b>ТТГ</b>');
    expect(clean).not.toMatch(/onerror|<script|javascript:/);
  });
  it('returns an empty string for nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
  });
  it('extracts plain text', () => {
    expect(htmlToText('<p>Общий <i>анализ</i>\n крови</p>')).toBe('Общий анализ крови');
  });
});
