import { gzipSync } from 'node:zlib';
import { SERVER_RENDERED_ATTRIBUTE } from '@clinic/shared/src/federation/facts';
import { rspack } from '@rspack/core';
import { describe, expect, it } from 'vitest';
import { TAP_CAPTURE } from '../../rspack.config.base';
import { cspHashOf, InlineHeadScriptPlugin, inlineScriptsOf } from './inlineHeadScript';

describe('the tap capture as the build writes it (inline, first in every page’s head)', () => {
  it('is small: at most 2 KB gzip on every page’s critical path', async () => {
    const code = await new InlineHeadScriptPlugin(TAP_CAPTURE).compile(rspack);
    expect(gzipSync(code).length).toBeLessThanOrEqual(2048);
  });

  it('runs by itself on a server-rendered page: a tap before the page is ready is carried out when it is', async () => {
    const code = await new InlineHeadScriptPlugin(TAP_CAPTURE).compile(rspack);
    // The page as its first bytes are in: `<html>` marked by the site server, the state not yet arrived.
    document.documentElement.removeAttribute('data-page-ready');
    document.documentElement.setAttribute(SERVER_RENDERED_ATTRIBUTE, '');
    document.body.innerHTML = '<button id="book">Записаться</button>';
    new Function(code)();
    const book = document.getElementById('book') as HTMLButtonElement;
    const clicks: number[] = [];
    book.click();
    book.addEventListener('click', () => clicks.push(1));
    expect(clicks).toEqual([]);
    document.documentElement.setAttribute('data-page-ready', 'true');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(clicks).toEqual([1]);
  });
});

describe('the CSP hash of the page’s inline scripts', () => {
  it('hashes each running inline script as written, not data blocks or files', () => {
    const html =
      '<head><script defer src="/main.1.js"></script><script>a()</script></head>' +
      '<body><script type="application/json" id="state">{}</script><script type="application/ld+json">{}</script></body>';
    expect(inlineScriptsOf(html)).toEqual(['a()']);
    // The value a CSP source takes: base64 of the SHA-256 of the script's UTF-8 text, quoted.
    expect(cspHashOf('a()')).toBe("'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='");
  });
});
