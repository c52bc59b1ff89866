import { expect, test } from '../tests/support/fixtures';
import { siteServerPids, withOwnNginx } from './startNginx';
import { isRunning, liveRemotes } from './support';

const servedBy = async (url: string) => (await fetch(url)).headers.get('x-served-by');

/**
 * The booking page's form as a browser posts it (a callback: no target to look up): with the token its page set,
 * after a person's time to fill it (docs/security.md § Bookings).
 */
const bookingPost = async (site: string): Promise<RequestInit> => {
  const form = await fetch(`${site}/booking/mail`);
  const cookie = /booking_form=[^;]+/.exec(form.headers.get('set-cookie') ?? '')?.[0] ?? '';
  await new Promise((resolve) => setTimeout(resolve, 1600));
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams({
      name: 'Через nginx',
      phone: '701 555 66 77',
      consent: 'yes',
      key: crypto.randomUUID(),
    }).toString(),
    redirect: 'manual',
  };
};

async function kill(pid: number) {
  process.kill(pid, 'SIGKILL');
  await expect.poll(() => isRunning(pid), { timeout: 10_000 }).toBe(false);
}

test('nginx balances pages over the site servers, skips a dead one, and serves the static shell when none is left', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await withOwnNginx(
    { SITE_SERVERS: '2' },
    async ({ site, log }) => {
      const pids = siteServerPids(log());
      expect(pids, log()).toHaveLength(2);
      for (const url of ['/', '/doctors-list/list', '/services/top']) {
        expect(await servedBy(site + url), url).toBe('site-server');
      }
      // The shell's files and the remotes stay nginx's own; /remotes.json is the site servers' (a canary's side).
      expect(await servedBy(`${site}/index.html`)).toBeNull();
      expect(await servedBy(`${site}/remotes.json`)).toBe('site-server');
      // A booking page's post goes to a site server, and its redirect comes back as it is.
      const taken = await fetch(`${site}/booking/mail`, await bookingPost(site));
      expect(taken.status, await taken.clone().text()).toBe(303);
      expect(taken.headers.get('location')).toBe('/booking/sent');

      await kill(pids[0]!);
      for (const url of ['/', '/contacts', '/analysis/list', '/check-up/list']) {
        const response = await fetch(site + url);
        expect(response.status, url).toBe(200);
        expect(response.headers.get('x-served-by'), `${url} through the other site server`).toBe(
          'site-server',
        );
      }

      await kill(pids[1]!);
      const fallback = await fetch(`${site}/doctors-list/list`);
      expect(fallback.status).toBe(200);
      expect(fallback.headers.get('x-served-by')).toBeNull();
      expect(fallback.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(fallback.headers.get('cache-control')).toBe('no-cache');
      expect(await fallback.text()).toContain('<div id="root">');
      // …and /remotes.json the file itself, so the static shell can load the stable remotes.
      const remotes = await fetch(`${site}/remotes.json`);
      expect(remotes.headers.get('x-served-by')).toBeNull();
      expect(await remotes.json()).toEqual(liveRemotes());
      // A post has no static fallback: a page in Russian that it was not sent, not a 405.
      const notSent = await fetch(`${site}/booking/mail`, await bookingPost(site));
      expect(notSent.status).toBe(503);
      expect(await notSent.text()).toContain('Заявка не отправлена');

      // The static shell renders the page in the browser, with its data through nginx's /api.
      await page.goto(`${site}/doctors-list/list`);
      await expect(page.getByRole('heading', { level: 1, name: 'Врачи' })).toBeVisible();
      expect(await servedBy(`${site}/api/banners`)).toBeNull();
      expect((await fetch(`${site}/api/banners`)).status).toBe(200);
    },
    page,
  );
});
