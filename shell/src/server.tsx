/**
 * The shell's server build (rspack --env server): renders one page for the site server's render worker. Each
 * request gets its own effector scope and emotion cache, so nothing leaks between requests; the whole page is
 * rendered before it is sent (emotion's styles are extracted into the head, never streamed inline).
 */

import { Writable } from 'node:stream';
import {
  $viewport,
  ClinicProviders,
  documentTitle,
  type PageMeta,
  PageMetaCollector,
  viewportForWidth,
} from '@clinic/shared';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './App';
import { BROWSER_ONLY_REMOTES, type ServerRemotes, ServerRemotesContext } from './federation/serverRemotes';

export interface PageRequest {
  /** Path and query, as requested. */
  url: string;
  /** The window width the layout is rendered for (a phone's or a desktop's, guessed from the request). */
  viewportWidth: number;
  remotes?: ServerRemotes;
}

export interface RenderedPage {
  /** The app's markup, for `<div id="root">`. */
  html: string;
  /** `<style data-emotion>` elements for the head: the styles this page uses. */
  styleTags: string;
  /** The page's title and description, as usePageMeta set them while rendering. */
  title: string | null;
  description: string | null;
  /** Parts left to the browser (ClientOnlyError), by name, for the server's log and tests. */
  leftToBrowser: string[];
}

const collectHtml = (render: (out: Writable) => void) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const out = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
    });
    out.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    out.on('error', reject);
    render(out);
  });

export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  const scope = fork({ values: [[$viewport, viewportForWidth(request.viewportWidth)]] });
  // The browser's emotion cache has the same key, so it adopts these styles instead of inserting them again.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  let meta: PageMeta | null = null;
  const leftToBrowser: string[] = [];

  const page: ReactNode = (
    <Provider value={scope}>
      <CacheProvider value={cache}>
        <PageMetaCollector.Provider value={(collected) => (meta = collected)}>
          <ServerRemotesContext.Provider value={request.remotes ?? BROWSER_ONLY_REMOTES}>
            <ClinicProviders>
              <StaticRouter location={request.url}>
                <App />
              </StaticRouter>
            </ClinicProviders>
          </ServerRemotesContext.Provider>
        </PageMetaCollector.Provider>
      </CacheProvider>
    </Provider>
  );

  const html = await collectHtml((out) => {
    const stream = renderToPipeableStream(page, {
      onAllReady: () => stream.pipe(out),
      onShellError: (error) => out.destroy(error as Error),
      onError: (error) => {
        const digest = (error as { digest?: string }).digest;
        if (digest) {
          leftToBrowser.push((error as Error).message);
          return digest;
        }
        console.error('[ssr] render error:', error);
        return undefined;
      },
    });
  });
  const emotion = createEmotionServer(cache);
  const styleTags = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  const collected = meta as PageMeta | null;
  return {
    html,
    styleTags,
    title: collected ? documentTitle(collected.title) : null,
    description: collected?.description ?? null,
    leftToBrowser,
  };
}
