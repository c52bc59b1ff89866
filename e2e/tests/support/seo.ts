import type { APIRequestContext } from '@playwright/test';
import { JSDOM } from 'jsdom';

export type JsonLd = Record<string, unknown> & { '@type': string };

/** What a page's server HTML says about itself, read as a crawler without JavaScript reads it. */
export interface PageHead {
  status: number;
  /** The origin the page was asked on: canonical and preview URLs default to it. */
  origin: string;
  html: string;
  title: string;
  description: string | null;
  canonical: string | null;
  /** `og:*` and `twitter:*` by name. */
  meta: Record<string, string>;
  jsonLd: JsonLd[];
}

export async function headOf(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string> = {},
): Promise<PageHead> {
  const response = await request.get(path, { headers, maxRedirects: 0 });
  const html = await response.text();
  const { document } = new JSDOM(html).window;
  const meta: Record<string, string> = {};
  for (const element of document.querySelectorAll('meta[property^="og:"], meta[name^="twitter:"]')) {
    meta[element.getAttribute('property') ?? element.getAttribute('name') ?? ''] =
      element.getAttribute('content') ?? '';
  }
  return {
    status: response.status(),
    origin: new URL(response.url()).origin,
    html,
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    meta,
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '') as JsonLd,
    ),
  };
}

/** The page's one schema.org object of a type (the test fails if there is none or several). */
export function ldOf(head: PageHead, type: string): JsonLd {
  const found = head.jsonLd.filter((item) => item['@type'] === type);
  if (found.length !== 1)
    throw new Error(`expected one ${type} in the page's JSON-LD, found ${found.length}`);
  return found[0]!;
}
