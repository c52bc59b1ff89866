// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { htmlToText, isPlainText, loadSanitizer } from './sanitizeHtml';

describe('the sanitiser', () => {
  it('keeps formatting and removes script vectors', async () => {
    const sanitize = await loadSanitizer();
    const dirty =
      '<b>ТТГ</b><img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">x</a>';
    const clean = sanitize(dirty);
    expect(clean).toContain('<b>ТТГ</b>');
    expect(clean).not.toMatch(/onerror|<script|javascript:/);
  });
  it('returns an empty string for nothing', async () => {
    expect((await loadSanitizer())(null)).toBe('');
  });
  it('loads once', async () => {
    expect(await loadSanitizer()).toBe(await loadSanitizer());
  });
});

describe('htmlToText', () => {
  it('extracts plain text, without the text of scripts, styles and templates', () => {
    expect(htmlToText('<p>Общий <i>анализ</i>\n крови</p><script>alert(1)</script>')).toBe(
      'Общий анализ крови',
    );
    expect(
      htmlToText('<style>b{}</style>ТТГ<template>x</template><script>1</script><script>2</script>'),
    ).toBe('ТТГ');
    expect(htmlToText(undefined)).toBe('');
  });
  it('reads text without markup as it is, spaces collapsed, and character references as what they mean', () => {
    expect(htmlToText('  Общий анализ\n  крови ')).toBe('Общий анализ крови');
    expect(htmlToText('ТТГ &amp; Т4 &lt;свободный&gt;')).toBe('ТТГ & Т4 <свободный>');
  });
});

describe('isPlainText', () => {
  it('is text with neither markup nor character references', () => {
    expect(isPlainText('Скорость оседания эритроцитов (СОЭ) > 15')).toBe(true);
    expect(isPlainText('Витамин D (25-OH D<sub>3</sub>)')).toBe(false);
    expect(isPlainText('ТТГ &amp; Т4')).toBe(false);
  });
});
