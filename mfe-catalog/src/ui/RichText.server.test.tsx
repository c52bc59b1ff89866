// @vitest-environment node
import { ClinicProviders, sanitizeOnServerWith } from '@clinic/shared';
import { JSDOM } from 'jsdom';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { RichText } from './RichText';

async function renderOnServer(html: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <ClinicProviders>
      <RichText html={html} />
    </ClinicProviders>,
  );
  let markup = '';
  for await (const chunk of prelude) markup += chunk;
  return markup;
}

// The details pages' descriptions are rendered by the site server's worker, which gives DOMPurify a jsdom window.
describe('rich text rendered on the server', () => {
  it('is the API’s markup, sanitised by the browser’s rules', async () => {
    sanitizeOnServerWith(new JSDOM('').window);
    const markup = await renderOnServer(
      '<ul><li>Без записи</li><li onclick="alert(1)">УЗИ<script>alert(2)</script></li></ul>',
    );
    expect(markup).toContain('<ul><li>Без записи</li><li>УЗИ</li></ul>');
    expect(markup).not.toMatch(/script|onclick/);
  });
});
