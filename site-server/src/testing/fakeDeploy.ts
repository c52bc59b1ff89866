import fs from 'node:fs';
import path from 'node:path';
import { openLiveRoot } from '@clinic/deploy';
import { afterEach, beforeEach } from 'vitest';
import { readConfig } from '../config';
import type { PageResult } from '../render/pageResult';
import { createRenderer, type Rendered, type Renderer } from '../render/renderer';
import { tempDir } from './servers';

/**
 * A stand-in for the shell's server build: renders its label, the URL, the width and React's version (taken
 * from the worker). Each evaluation (a render thread) has its own id and counts its renders of each URL, so a
 * test can tell a fresh render from a kept one and one thread from another.
 */
export const shellBuild = (label: string) => `
  const React = require('react');
  const { ClientOnlyError } = require('@clinic/shared');
  /** Named as the shell's server build names a part it left to the browser. */
  const left = (remote, module) => [new ClientOnlyError({ remote, module }).part];
  const thread = Math.random().toString(36).slice(2, 10);
  const renders = {};
  exports.renderPage = async ({ url, viewportWidth }) => {
    if (url.startsWith('/slow')) await new Promise(() => {});
    if (url === '/broken') throw new Error('page failed');
    renders[url] = (renders[url] || 0) + 1;
    if (url === '/flaky' && renders[url] === 1) throw new Error('first render failed');
    let html = '<p>${label} ' + url + ' ' + viewportWidth + ' React ' + React.version;
    html += ' thread ' + thread + ' render ' + renders[url];
    if (url.startsWith('/busy')) {
      // Holds its thread, as a real render's CPU work does: another page can only render on another thread.
      const from = Date.now();
      while (Date.now() - from < 400);
      html += ' busy ' + from + ' ' + Date.now();
    }
    return { kind: 'page', page: { html: html + '</p>', styleTags: '', title: null, description: null, sections: [],
      leftToBrowser: {
        '/section-missed': left('doctors', 'routes'),
        '/widget-missed': left('doctors', 'Slider'),
        '/banner-missed': left('shell', 'home'),
        '/no-server-build': left('catalog', 'routes'),
      }[url] ?? [],
      status: url === '/no-such-page' ? 404 : undefined } };
  };`;

/** The page of a render result, or undefined when the renderer fell back (its reason is in the result). */
export const pageOf = (result: PageResult<Rendered>): Rendered | undefined =>
  result.kind === 'page' ? result.rendered : undefined;

/**
 * A temporary deploy root for each test, and a renderer over it that checks it only when asked (or on a
 * request). Registers its own beforeEach/afterEach.
 */
export function useFakeDeploy() {
  let root = '';
  let renderer: Renderer | null = null;
  beforeEach(() => {
    root = tempDir('deploy-');
  });
  afterEach(() => {
    renderer?.close();
    renderer = null;
    fs.rmSync(root, { recursive: true, force: true });
  });

  /** As the release tool writes: a new file renamed over the old one. */
  function replace(file: string, text: string) {
    fs.writeFileSync(path.join(root, `.${file}.tmp`), text);
    fs.renameSync(path.join(root, `.${file}.tmp`), path.join(root, file));
  }

  return {
    root: () => root,
    replace,
    deploy(
      file: string,
      code: string,
      remotes: Record<string, string> = { doctors: '/mfe/doctors/1/mf-manifest.json' },
    ) {
      fs.mkdirSync(path.join(root, 'server'), { recursive: true });
      fs.writeFileSync(path.join(root, 'server', file), code);
      replace('remotes.json', JSON.stringify(remotes));
      replace('shell-info.json', JSON.stringify({ serverEntry: `server/${file}` }));
    },
    async startRenderer(options: Partial<Parameters<typeof createRenderer>[0]> = {}) {
      // The settings' defaults, as main.ts passes them, with one render thread.
      const { maxInFlight, cacheMs } = readConfig({});
      renderer = createRenderer({
        live: openLiveRoot(root),
        apiOrigin: 'http://127.0.0.1:9',
        pollMs: 60_000,
        maxInFlight,
        cacheMs,
        workers: 1,
        ...options,
      });
      await renderer.started;
      return renderer;
    },
  };
}
