// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { ClientOnlyError, type PagePart, SHELL_HOME_PART } from '@clinic/shared';
import { describe, expect, it } from 'vitest';
import { pageOf, shellBuild, useFakeDeploy } from '../testing/fakeDeploy';
import { renderedPage } from '../testing/renderedPage';
import { keepable, PageCache } from './pageCache';

const { root, deploy, startRenderer } = useFakeDeploy();

/** "thread <id> render <n>": which render thread rendered the page, and its how-many-th render of that URL. */
const renderOf = (html: string | undefined) => / (thread \w+ render \d+)/.exec(html ?? '')?.[1];

describe('the renderer keeps a rendered page a few seconds', { timeout: 60_000 }, () => {
  it('serves the same page again within the TTL', async () => {
    deploy('shell.a.js', shellBuild('A'));
    const cached = await startRenderer({ cacheMs: 60_000 });
    const first = pageOf(
      await cached.render({ url: '/contacts?tab=map', viewportWidth: 1280, budgetMs: 5000 }),
    );
    const again = pageOf(
      await cached.render({ url: '/contacts?tab=map', viewportWidth: 1280, budgetMs: 5000 }),
    );
    expect(again?.page.html).toBe(first?.page.html);
    expect(renderOf(again?.page.html)).toMatch(/render 1$/);
    expect(
      renderOf(
        pageOf(await cached.render({ url: '/contacts?tab=list', viewportWidth: 1280, budgetMs: 5000 }))?.page
          .html,
      ),
    ).toMatch(/render 1$/);
  });

  it('renders every request afresh with SSR_CACHE_MS=0', async () => {
    deploy('shell.a.js', shellBuild('A'));
    const uncached = await startRenderer({ cacheMs: 0 });
    pageOf(await uncached.render({ url: '/contacts', viewportWidth: 1280, budgetMs: 5000 }));
    expect(
      renderOf(
        pageOf(await uncached.render({ url: '/contacts', viewportWidth: 1280, budgetMs: 5000 }))?.page.html,
      ),
    ).toMatch(/render 2$/);
  });

  it('keeps a phone’s page apart from a desktop’s', async () => {
    deploy('shell.a.js', shellBuild('A'));
    const live = await startRenderer({ cacheMs: 60_000 });
    pageOf(await live.render({ url: '/contacts', viewportWidth: 1280, budgetMs: 5000 }));
    const phone = pageOf(await live.render({ url: '/contacts', viewportWidth: 390, budgetMs: 5000 }));
    expect(phone?.page.html).toMatch(/^<p>A \/contacts 390 /);
    expect(renderOf(phone?.page.html)).toMatch(/render 2$/);
  });

  it('never serves a page rendered before a release or rollback, even of the same content', async () => {
    deploy('shell.a.js', shellBuild('A'));
    const live = await startRenderer({ cacheMs: 60_000 });
    const v1 = pageOf(await live.render({ url: '/contacts', viewportWidth: 1280, budgetMs: 5000 }));
    deploy('shell.a.js', shellBuild('A'), { doctors: '/mfe/doctors/2/mf-manifest.json' });
    // The budgets cover starting a generation on a loaded machine.
    const v2 = pageOf(await live.render({ url: '/contacts', viewportWidth: 1280, budgetMs: 50_000 }));
    expect(v2?.remotes.doctors).toBe('/mfe/doctors/2/mf-manifest.json');
    expect(renderOf(v2?.page.html)).not.toBe(renderOf(v1?.page.html));
    deploy('shell.a.js', shellBuild('A')); // the rollback: the first deploy's content again
    const back = pageOf(await live.render({ url: '/contacts', viewportWidth: 1280, budgetMs: 50_000 }));
    expect(back?.remotes.doctors).toBe('/mfe/doctors/1/mf-manifest.json');
    expect([renderOf(v1?.page.html), renderOf(v2?.page.html)]).not.toContain(renderOf(back?.page.html));
  });

  it('keeps a canary visitor’s pages apart: each remote map has its own generation and its own cache', async () => {
    deploy('shell.a.js', shellBuild('A'));
    const live = await startRenderer({ cacheMs: 60_000 });
    const canary = { doctors: '/mfe/doctors/2/mf-manifest.json' };
    const stable = pageOf(await live.render({ url: '/contacts', viewportWidth: 1280, budgetMs: 5000 }));
    const side = pageOf(
      await live.render({ url: '/contacts', viewportWidth: 1280, budgetMs: 50_000 }, canary),
    );
    expect(stable?.remotes.doctors).toBe('/mfe/doctors/1/mf-manifest.json');
    expect(side?.remotes.doctors).toBe('/mfe/doctors/2/mf-manifest.json');
    // Another thread rendered it, and each side is answered from its own cache afterwards.
    expect(renderOf(side?.page.html)).not.toBe(renderOf(stable?.page.html));
    expect(
      renderOf(
        pageOf(await live.render({ url: '/contacts', viewportWidth: 1280, budgetMs: 5000 }, canary))?.page
          .html,
      ),
    ).toBe(renderOf(side?.page.html));
    expect(
      renderOf(
        pageOf(await live.render({ url: '/contacts', viewportWidth: 1280, budgetMs: 5000 }))?.page.html,
      ),
    ).toBe(renderOf(stable?.page.html));
    // The stable map given explicitly is the stable generation, not a variant of its own.
    const explicit = pageOf(
      await live.render(
        { url: '/contacts', viewportWidth: 1280, budgetMs: 5000 },
        { doctors: '/mfe/doctors/1/mf-manifest.json' },
      ),
    );
    expect(renderOf(explicit?.page.html)).toBe(renderOf(stable?.page.html));
  });

  it('renders identical requests arriving together once', async () => {
    deploy('shell.a.js', shellBuild('A'));
    const live = await startRenderer({ cacheMs: 60_000, maxInFlight: 1 });
    const pages = await Promise.all(
      [1, 2, 3].map(() =>
        live.render({ url: '/doctors-list/ivanova', viewportWidth: 1280, budgetMs: 5000 }).then(pageOf),
      ),
    );
    // One render in hand: with maxInFlight 1 a second render would have been shed (null).
    expect(pages.map((page) => renderOf(page?.page.html))).toEqual(
      Array(3).fill(renderOf(pages[0]?.page.html)),
    );
    expect(renderOf(pages[0]?.page.html)).toMatch(/render 1$/);
  });

  it('keeps neither a failed render, a «not found» page, nor a page with a part that missed its data (a section, a widget, the home page’s banners)', async () => {
    const version = path.join(root(), 'mfe/doctors/1');
    fs.mkdirSync(path.join(version, 'server'), { recursive: true });
    fs.writeFileSync(path.join(version, 'server/remoteEntry.js'), 'exports.routes = null;');
    fs.writeFileSync(
      path.join(version, 'mf-manifest.json'),
      JSON.stringify({ metaData: { ssrRemoteEntry: { path: 'server', name: 'remoteEntry.js' } } }),
    );
    deploy('shell.a.js', shellBuild('A'));
    const live = await startRenderer({ cacheMs: 60_000 });
    expect(await live.render({ url: '/flaky', viewportWidth: 1280, budgetMs: 5000 })).toMatchObject({
      kind: 'fallback',
      reason: 'render-error',
    });
    expect(
      renderOf(pageOf(await live.render({ url: '/flaky', viewportWidth: 1280, budgetMs: 5000 }))?.page.html),
    ).toMatch(/render 2$/);
    for (const missed of ['/section-missed', '/widget-missed', '/banner-missed']) {
      pageOf(await live.render({ url: missed, viewportWidth: 1280, budgetMs: 5000 }));
      expect(
        renderOf(pageOf(await live.render({ url: missed, viewportWidth: 1280, budgetMs: 5000 }))?.page.html),
        missed,
      ).toMatch(/render 2$/);
    }
    // A remote with no server build is always the browser's: its page is as whole as it gets, and kept.
    pageOf(await live.render({ url: '/no-server-build', viewportWidth: 1280, budgetMs: 5000 }));
    expect(
      renderOf(
        pageOf(await live.render({ url: '/no-server-build', viewportWidth: 1280, budgetMs: 5000 }))?.page
          .html,
      ),
    ).toMatch(/render 1$/);
    expect(
      pageOf(await live.render({ url: '/no-such-page', viewportWidth: 1280, budgetMs: 5000 }))?.page.status,
    ).toBe(404);
    expect(
      renderOf(
        pageOf(await live.render({ url: '/no-such-page', viewportWidth: 1280, budgetMs: 5000 }))?.page.html,
      ),
    ).toMatch(/render 2$/);
  });
});

describe('PageCache', () => {
  const page = (value: string) => () => Promise.resolve(value);

  it('forgets a page after its TTL, and the least recently used one past its size', async () => {
    let now = 1000; // lru-cache reads a start at 0 as «no start»
    const cache = new PageCache<string>(5000, 2, () => true, { now: () => now });
    await cache.get('a', page('a1'));
    now = 5999;
    expect(await cache.get('a', page('a2'))).toBe('a1');
    now = 6001; // past the TTL
    expect(await cache.get('a', page('a3'))).toBe('a3');
    await cache.get('b', page('b1'));
    await cache.get('a', page('a4')); // 'a' is now used more recently than 'b'
    await cache.get('c', page('c1'));
    expect(cache.size).toBe(2);
    expect(await cache.get('a', page('a5'))).toBe('a3');
    expect(await cache.get('b', page('b2'))).toBe('b2');
  });

  it('keeps only what it may keep, nothing of a failure, and nothing with a TTL of 0', async () => {
    const cache = new PageCache<string>(5000, 10, (value) => !value.startsWith('shed'));
    expect(await cache.get('a', page('shed'))).toBe('shed');
    expect(await cache.get('a', page('a1'))).toBe('a1');
    expect(await cache.get('a', page('a2'))).toBe('a1');
    await expect(cache.get('b', () => Promise.reject(new Error('no page')))).rejects.toThrow('no page');
    expect(await cache.get('b', page('b1'))).toBe('b1');
    const off = new PageCache<string>(0, 10, () => true);
    await off.get('a', page('a1'));
    expect(await off.get('a', page('a2'))).toBe('a2');
  });

  it('shares a render in flight only when its value may be shared: a personal one goes to its own request', async () => {
    const cache = new PageCache<string>(5000, 10, () => false, {
      shareable: (value) => !value.startsWith('form'),
    });
    let made = 0;
    const make = async () => {
      made += 1;
      const form = `form ${made}`;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return form;
    };
    const answers = await Promise.all(Array.from({ length: 8 }, () => cache.get('/booking/doctor/1', make)));
    expect(new Set(answers).size).toBe(8);
    expect(made).toBe(8);
    let shared = 0;
    const page = async () => {
      shared += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return 'page';
    };
    await Promise.all(Array.from({ length: 8 }, () => cache.get('/contacts', page)));
    expect(shared).toBe(1);
  });
});

const page = (leftToBrowser: PagePart[], status?: number) => ({
  page: renderedPage({ title: null, leftToBrowser, status }),
  api: {},
});
/** Named as the shell's server build names a part it left to the browser. */
const left = (part: PagePart) => new ClientOnlyError(part).part;
const WITH_SERVER_BUILD = { doctors: '/deploy/mfe/doctors/1/server/remoteEntry.js' };

describe('keepable: which rendered pages the page cache keeps', () => {
  it('keeps a whole 200, never a «not found» page', () => {
    expect(keepable(page([]), WITH_SERVER_BUILD)).toBe(true);
    expect(keepable(page([], 404), WITH_SERVER_BUILD)).toBe(false);
  });

  it('never keeps a personal page: a booking form carries its visitor’s idempotency key', () => {
    const form = page([]);
    expect(keepable({ ...form, page: { ...form.page, personal: true } }, WITH_SERVER_BUILD)).toBe(false);
  });

  it('keeps no page with a part that could have rendered here: a section, a widget, the shell’s own data', () => {
    expect(keepable(page([left({ remote: 'doctors', module: 'routes' })]), WITH_SERVER_BUILD)).toBe(false);
    expect(keepable(page([left({ remote: 'doctors', module: 'Slider' })]), WITH_SERVER_BUILD)).toBe(false);
    expect(keepable(page([left(SHELL_HOME_PART)]), WITH_SERVER_BUILD)).toBe(false);
  });

  it('keeps a page whose part belongs to a remote with no server build: the browser renders it every time', () => {
    expect(keepable(page([left({ remote: 'catalog', module: 'routes' })]), WITH_SERVER_BUILD)).toBe(true);
  });
});
