import { expect, test } from './support/fixtures';
import { serveStaticShell } from './support/staticShell';

/**
 * index.html preloads the chunks the shell's first render needs (scripts/rspack/preloadStartupChunks.ts), so
 * they download alongside main.js instead of after it. Both directions matter: a chunk missing from the list
 * costs a round trip; a chunk preloaded but never used costs every patient its bytes.
 */
test('index.html preloads exactly the scripts the first render loads, and each is used @mobile', async ({
  page,
  request,
}) => {
  // The static shell: the page the browser renders itself (a server-rendered page paints before any script).
  const html = await (await request.get('/index.html')).text();
  const preloaded = [...html.matchAll(/<link[^>]*rel="preload"[^>]*>/g)]
    .map((tag) => tag[0].match(/href="([^"]+)"/)?.[1])
    .filter((href): href is string => Boolean(href));
  expect(preloaded.length).toBeGreaterThan(5);

  const beforeRender: string[] = [];
  let rendered = false;
  const requested: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() !== 'script') return;
    const path = new URL(req.url()).pathname;
    requested.push(path);
    if (!rendered) beforeRender.push(path);
  });
  await serveStaticShell(page, '/');
  await page.goto('/', { waitUntil: 'commit' });
  await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0);
  rendered = true;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // main.js is the entry itself (the tap capture is inline in the head).
  const shellStartup = beforeRender.filter((path) => !path.startsWith('/mfe/') && !/^\/main\./.test(path));
  // …and the API client (axios): the static shell asks for it at start, since its first render reads at once. It
  // is not preloaded because this file is also the template of server-rendered pages, which read the server's
  // answers and load it only once settled (shared/src/api/http.ts).
  const notPreloaded = [...new Set(shellStartup)].filter((path) => !preloaded.includes(path));
  expect(notPreloaded, 'needed before the first render but not preloaded: only the API client').toHaveLength(
    1,
  );
  expect(await (await request.get(notPreloaded[0]!)).text()).toContain('AxiosError');
  expect([...new Set(shellStartup)].sort(), 'needed before the first render').toEqual(
    [...new Set([...preloaded, ...notPreloaded])].sort(),
  );
  for (const href of preloaded) expect(requested, `${href} is used`).toContain(href);

  // Each is compiled while it downloads (scripts/rspack/compileHints.ts); what loads later stays lazy.
  for (const href of preloaded)
    expect(await (await request.get(href)).text(), href).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
  expect(await (await request.get(notPreloaded[0]!)).text()).not.toContain('allFunctionsCalledOnLoad');
});

/**
 * A server-rendered page's head has ≈ 60 KB of styles before its end; its `Link` header names the same scripts,
 * so a browser asks for them as soon as the response's headers arrive (site-server/src/render/pageHtml.ts),
 * and each only once: the head's own tags find the file already on its way.
 */
for (const [language, path] of [
  ['Russian', '/doctors-list/list'],
  ['Kazakh', '/kk/doctors-list/list'],
] as const)
  test(`a server-rendered page asks for its start-up scripts with its headers, each once: ${language} @mobile`, async ({
    page,
    request,
  }) => {
    const response = await request.get(path);
    expect(response.headers()['x-render']).toBe('server');
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const headScripts = [...head.matchAll(/<script[^>]* src="([^"]+)"|<link [^>]*rel="preload"[^>]*>/g)].map(
      (match) => match[1] ?? match[0].match(/ href="([^"]+)"/)?.[1],
    );
    const linked = [...(response.headers().link ?? '').matchAll(/<([^>]+)>; rel=preload; as=script/g)].map(
      (match) => match[1],
    );
    expect(linked.length).toBeGreaterThan(5);
    expect(linked).toEqual([...new Set(headScripts)]);
    // The shell's and the shared package's words in the page's language, and only those.
    const catalogues = linked.filter((src) => src?.startsWith('/messages-'));
    const locale = path.startsWith('/kk/') ? 'kk' : 'ru';
    expect(catalogues.map((src) => src?.replace(/\.\w+\.js$/, '')).sort()).toEqual([
      `/messages-shared-${locale}`,
      `/messages-shell-${locale}`,
    ]);

    const requested: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('.js')) requested.push(new URL(req.url()).pathname);
    });
    await page.goto(path);
    await expect(page.locator('html[data-page-ready]')).toBeAttached();
    for (const src of linked)
      expect(
        requested.filter((one) => one === src),
        src,
      ).toHaveLength(1);
    expect(
      requested
        .filter((one) => one.startsWith('/messages-shell-') || one.startsWith('/messages-shared-'))
        .sort(),
    ).toEqual(catalogues.sort());
  });

/**
 * The home page's widgets come from the catalogue: the shell runs each exposed module's files beside the remote
 * entry (a round trip sooner), and the runtime then finds them installed. Each file is asked for once.
 */
test('/ asks for each of the catalogue’s exposed modules once, and for every other file once', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname.startsWith('/mfe/') || url.pathname.startsWith('/api/'))
      requested.push(url.pathname + url.search);
  });
  await page.goto('/');
  await expect(page.locator('html[data-page-ready]')).toBeAttached();
  const exposed = () =>
    requested
      .filter((path) => /\/mfe\/catalog\/[^/]+\/__federation_expose_/.test(path))
      .map((path) => path.replace(/^.*__federation_expose_(\w+)\..*$/, '$1'))
      .sort();
  // Both widgets' modules and the remote entry asked for; a second ask would follow the entry's run at once.
  await expect.poll(exposed).toEqual(['CheckUpCard', 'ServiceTiles']);
  await expect.poll(() => requested.some((path) => path.endsWith('/remoteEntry.js'))).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(exposed()).toEqual(['CheckUpCard', 'ServiceTiles']);
  const twice = requested.filter((path, index) => requested.indexOf(path) !== index);
  expect(twice, 'asked for more than once').toEqual([]);
});
