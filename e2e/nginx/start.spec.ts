import { expect, test } from '../tests/support/fixtures';
import { closed, siteServerPids, startNginx } from './startNginx';
import { isRunning } from './support';

for (const [signal, viaNpm] of [
  ['SIGINT', false],
  ['SIGTERM', false],
  ['SIGTERM', true],
] as const) {
  test(`start:nginx serves the site and stops nginx, the site servers and the API on ${signal}${viaNpm ? ' sent to npm' : ''}`, async () => {
    const { server, nginxPid, site, log } = await startNginx(viaNpm);
    expect((await fetch(`${site}/`)).headers.get('content-security-policy')).toContain(
      "frame-ancestors 'none'",
    );
    expect((await fetch(`${site}/api/banners`)).status).toBe(200);

    const apiPort = /API on 127\.0\.0\.1:(\d+)/.exec(log())?.[1];
    expect(apiPort, log()).toBeTruthy();
    const sitePids = siteServerPids(log());
    expect(sitePids, 'two site servers by default').toHaveLength(2);

    const exit = new Promise<number | null>((resolve) => server.once('exit', resolve));
    server.kill(signal);
    const code = await exit;
    if (!viaNpm) expect(code, log()).toBe(0);
    await expect.poll(() => isRunning(nginxPid), { timeout: 10_000 }).toBe(false);
    for (const pid of sitePids) await expect.poll(() => isRunning(pid), { timeout: 10_000 }).toBe(false);
    await expect.poll(() => closed(`${site}/`), { timeout: 10_000 }).toBe(true);
    await expect
      .poll(() => closed(`http://127.0.0.1:${apiPort}/api/banners`), { timeout: 10_000 })
      .toBe(true);
    await expect.poll(() => log(), { timeout: 10_000 }).toContain('stopping');
  });
}
