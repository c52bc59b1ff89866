import { gzipSync } from 'node:zlib';
import { rspack } from '@rspack/core';
import { describe, expect, it } from 'vitest';
import { TAP_CAPTURE } from '../../rspack.config.base';
import { BlockingHeadScriptPlugin } from './blockingHeadScript';

describe('the tap capture as the build writes it (a blocking script in every page’s head)', () => {
  it('is small: at most 2 KB gzip on every page’s critical path', async () => {
    const code = await new BlockingHeadScriptPlugin(TAP_CAPTURE).compile(rspack);
    expect(gzipSync(code).length).toBeLessThanOrEqual(2048);
  });

  it('runs by itself on a server-rendered page: a tap before the page is ready is carried out when it is', async () => {
    const code = await new BlockingHeadScriptPlugin(TAP_CAPTURE).compile(rspack);
    document.documentElement.removeAttribute('data-page-ready');
    document.body.innerHTML =
      '<button id="book">Записаться</button><script type="application/json" id="clinic-ssr-state">{}</script>';
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
