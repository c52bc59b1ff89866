// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml';
import { loadSanitizer } from './sanitizeHtml';

const inSuspense = (html: string) => (
  <Suspense fallback={<p>ждём санитайзер</p>}>
    <SafeHtml html={html} as="span" />
  </Suspense>
);

describe('SafeHtml', () => {
  it('shows text without markup at once, without waiting for the sanitiser', () => {
    render(inSuspense('Общий анализ крови > нормы'));
    expect(screen.queryByText('ждём санитайзер')).toBeNull();
    expect(screen.getByText('Общий анализ крови > нормы').tagName).toBe('SPAN');
  });

  it('sanitises markup and character references before they reach the DOM', async () => {
    const { container } = await act(async () => {
      const rendered = render(
        inSuspense('<b>ТТГ</b> &amp; Т4<img src=x onerror="alert(1)"><script>alert(2)</script>'),
      );
      await loadSanitizer();
      return rendered;
    });
    const span = container.querySelector('span');
    expect(span?.querySelector('b')?.textContent).toBe('ТТГ');
    expect(span?.textContent).toBe('ТТГ & Т4');
    expect(span?.innerHTML).not.toMatch(/onerror|<script/);
  });
});
