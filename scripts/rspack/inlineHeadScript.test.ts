import { gzipSync } from 'node:zlib';
import {
  REMOTE_FETCH_ATTRIBUTE,
  REMOTE_RUN_ATTRIBUTE,
  SERVER_RENDERED_ATTRIBUTE,
} from '@clinic/shared/federation';
import { rspack } from '@rspack/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEAD_SCRIPTS } from '../../rspack.config.base';
import { cspHashOf, InlineHeadScriptPlugin, inlineScriptsOf } from './inlineHeadScript';

describe('the head script as the build writes it (inline, first in every page’s head)', () => {
  it('is small: at most 2 KB gzip on every page’s critical path', async () => {
    const code = await new InlineHeadScriptPlugin(HEAD_SCRIPTS).compile(rspack);
    expect(gzipSync(code).length).toBeLessThanOrEqual(2048);
  });

  it('runs by itself on a server-rendered page: a tap before the page is ready is carried out when it is', async () => {
    const code = await new InlineHeadScriptPlugin(HEAD_SCRIPTS).compile(rspack);
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

/** The `src` of each script element the head script appends (the test DOM runs no script file). */
function spyOnScripts(): string[] {
  const appended: string[] = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    appended.push((node as unknown as HTMLScriptElement).getAttribute('src') ?? '');
    return node;
  });
  return appended;
}

describe('the head script’s downloads of the rendered section’s remote', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.documentElement.removeAttribute(REMOTE_FETCH_ATTRIBUTE);
    document.documentElement.removeAttribute(REMOTE_RUN_ATTRIBUTE);
  });

  it('fetches the listed files and runs the listed chunks as scripts, with the head’s first bytes', async () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (file: string) => {
      fetched.push(file);
      return new Response('x');
    });
    const html = document.documentElement;
    html.setAttribute(
      REMOTE_FETCH_ATTRIBUTE,
      '/mfe/doctors/1/mf-manifest.json /mfe/doctors/1/remoteEntry.js',
    );
    html.setAttribute(REMOTE_RUN_ATTRIBUTE, '/mfe/doctors/1/routes.js /mfe/doctors/1/doctors-list.js');
    const appended = spyOnScripts();
    new Function(await new InlineHeadScriptPlugin(HEAD_SCRIPTS).compile(rspack))();
    expect(fetched).toEqual(['/mfe/doctors/1/mf-manifest.json', '/mfe/doctors/1/remoteEntry.js']);
    expect(appended).toEqual(['/mfe/doctors/1/routes.js', '/mfe/doctors/1/doctors-list.js']);
  });

  it('starts nothing on a page that lists nothing (the static shell, a shell page)', async () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (file: string) => {
      fetched.push(file);
      return new Response('x');
    });
    const appended = spyOnScripts();
    new Function(await new InlineHeadScriptPlugin(HEAD_SCRIPTS).compile(rspack))();
    expect(fetched).toEqual([]);
    expect(appended).toEqual([]);
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
