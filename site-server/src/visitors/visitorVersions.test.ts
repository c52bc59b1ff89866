// @vitest-environment node
import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { previewKey, readLiveRemotes, signPreview, startCanary } from '@clinic/deploy';
import { addVersion, deployedSite } from '@clinic/deploy/src/testing/fakeDeployRoot';
import type { PageRequest } from '@clinic/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSiteApp } from '../app';
import { rendered } from '../render/pageResult';
import { fakeRenderer } from '../testing/fakeRenderer';
import { renderedPage } from '../testing/renderedPage';

// deployedSite() makes version 1.0.0-0000000<i> of the i-th remote live: doctors is the third.
const STABLE = '/mfe/doctors/1.0.0-00000002/mf-manifest.json';
const CANARY = '1.1.0-00000009';
const PAGE = renderedPage({ html: '<main>Врачи</main>', title: 'Врачи' });

let server: http.Server | undefined;
afterEach(() => server?.close());

/** The site over a fake deploy root; the renderer records the remote map each page was rendered with. */
async function site(prepare: (root: string) => void = () => {}) {
  const root = deployedSite();
  addVersion(root, 'doctors', CANARY);
  prepare(root);
  const rejected = vi.fn();
  const render = vi.fn(async (_request: PageRequest, remotes?: Record<string, string>) =>
    rendered({
      page: PAGE,
      api: {},
      remotes: remotes ?? {},
      owners: { owners: [], complete: true },
    }),
  );
  server = createSiteApp({
    deployRoot: root,
    apiOrigin: 'http://127.0.0.1:9',
    pages: { renderer: fakeRenderer(render), budgetMs: 3000 },
    onRejectedPreview: rejected,
  }).listen(0);
  await new Promise((resolve) => server?.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = (url: string, cookie?: string) =>
    fetch(base + url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  /** The versions' own cookies an answer sets (a page also sets its page view's, rum/pageView.ts). */
  const versionCookies = (answer: Response) =>
    answer.headers.getSetCookie().filter((cookie) => cookie.startsWith('mfe_'));
  /** The doctors version a visitor's page was rendered with, and the one /remotes.json then gives them. */
  const sides = async (cookie?: string) => {
    const page = await get('/doctors-list/list', cookie);
    const setCookie = versionCookies(page)[0]?.split(';')[0];
    const seen = render.mock.lastCall?.[1]?.doctors;
    const json = (await (await get('/remotes.json', cookie ?? setCookie)).json()) as Record<string, string>;
    return { cookie: cookie ?? setCookie, rendered: seen, browser: json.doctors };
  };
  return { root, get, sides, render, rejected, versionCookies };
}

describe('the visitor’s remote versions, decided per request', () => {
  it('without a canary: the stable map, no cookie, /remotes.json the file itself', async () => {
    const { sides, get, versionCookies } = await site();
    expect(await sides()).toEqual({ cookie: undefined, rendered: STABLE, browser: STABLE });
    expect(versionCookies(await get('/doctors-list/list'))).toEqual([]);
  });

  it('with a 50 % canary: fresh visitors split within binomial bounds, each kept on one side on every request', async () => {
    const { sides } = await site((root) => startCanary(root, 'doctors', CANARY, 50, { warn: () => {} }));
    const canaryEntry = `/mfe/doctors/${CANARY}/mf-manifest.json`;
    let inCanary = 0;
    for (let visitor = 0; visitor < 60; visitor += 1) {
      const first = await sides();
      expect(first.cookie).toMatch(/^mfe_visitor=[\w-]{22}$/);
      expect(first.browser).toBe(first.rendered);
      expect([STABLE, canaryEntry]).toContain(first.rendered);
      if (first.rendered === canaryEntry) inCanary += 1;
      for (let again = 0; again < 3; again += 1) {
        expect(await sides(first.cookie)).toEqual({ ...first });
      }
    }
    // 60 visitors at 50 %: mean 30, standard deviation ≈ 3.9; 4 deviations either side.
    expect(inCanary).toBeGreaterThanOrEqual(15);
    expect(inCanary).toBeLessThanOrEqual(45);
  });

  it('a preview link keeps its token for that browser and drops it from the address; a forged one is ignored and counted', async () => {
    let key = '';
    const { get, sides, rejected, root, versionCookies } = await site((root) => {
      key = previewKey(root, {}, { create: true }) ?? '';
    });
    const token = signPreview({ remote: 'doctors', version: CANARY, expires: Date.now() + 60_000 }, key);
    const opened = await get(`/doctors-list/list?mfe-preview=${token}&sort_by=price`);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/doctors-list/list?sort_by=price');
    const cookie = versionCookies(opened).join(', ');
    expect(cookie).toMatch(/^mfe_preview=[\w.-]+; Max-Age=\d+; Path=\/; Expires=.*; HttpOnly; SameSite=Lax$/);
    const previewed = `/mfe/doctors/${CANARY}/mf-manifest.json`;
    expect(await sides(cookie.split(';')[0])).toMatchObject({ rendered: previewed, browser: previewed });
    expect(await sides()).toMatchObject({ rendered: STABLE, browser: STABLE });

    const forged = await get(`/?mfe-preview=${token.slice(0, -2)}xx`);
    expect(versionCookies(forged)).toEqual([]);
    expect(forged.headers.get('location')).toBe('/');
    expect(rejected).toHaveBeenLastCalledWith('forged');
    // Counted for ops too (/metrics answers this machine).
    expect(await (await get('/metrics')).text()).toContain('preview_tokens_ignored_total{why="forged"} 1');
    // A held token whose version was pruned since: the plain site, the cookie cleared.
    fs.rmSync(path.join(root, 'mfe', 'doctors', CANARY), { recursive: true });
    const pruned = await get('/doctors-list/list', cookie.split(';')[0]);
    expect(versionCookies(pruned).join(', ')).toMatch(/^mfe_preview=;/);
    expect(rejected).toHaveBeenLastCalledWith('unknown-version');
    expect(readLiveRemotes(root).doctors).toBe(STABLE);
  });
});
