import { createHash } from 'node:crypto';
import { JSDOM } from 'jsdom';

/** Every classic way to run script from HTML; a harmless marker proves the field itself was rendered. */
export const PAYLOAD = [
  '<b>Безопасный текст</b>',
  '<img src=x onerror="window.__xss=(window.__xss||0)+1">',
  '<script>window.__xss=(window.__xss||0)+1</script>',
  '<svg onload="window.__xss=(window.__xss||0)+1"></svg>',
  '<a href="javascript:window.__xss=1">ссылка</a>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
].join('');

/** The payload's `<img src=x>` asks for `<page>/x`, an unknown page: a real 404, which Chrome logs. */
export const PAYLOAD_IMAGE_NOT_FOUND = /^Failed to load resource: the server responded with a status of 404/;

/** The marker the payload's harmless part renders. */
export const SAFE_MARKER = 'Безопасный текст';

type Json = Record<string, unknown>;

/** The API's HTML-bearing fields, by the reads that carry them. */
const POISONS: [RegExp, (item: Json) => void][] = [
  [
    /\/api\/analyses(\?|$)/,
    (item) => {
      item.name = `${PAYLOAD}${item.name}`;
    },
  ],
  [
    /\/api\/services(\/[^/?]+)?(\?|$)/,
    (item) => {
      item.list_description = PAYLOAD;
      item.journey_description = [{ name: PAYLOAD, description: PAYLOAD }];
    },
  ],
  [
    /\/api\/promotions(\/[^/?]+)?(\?|$)/,
    (item) => {
      item.list_description = PAYLOAD;
      item.journey_description = PAYLOAD;
    },
  ],
  [
    /\/api\/check-up-packages(\/[^/?]+)?(\?|$)/,
    (item) => {
      item.program_description = [{ description: PAYLOAD }];
    },
  ],
];

export const isPoisoned = (url: string) => POISONS.some(([path]) => path.test(url));

/** The API's answer to `url` with the payload in every HTML-bearing field (others unchanged). */
export function poisonAnswer(url: string, body: { data: Json | Json[] }): { data: Json | Json[] } {
  const edit = POISONS.find(([path]) => path.test(url))?.[1];
  if (edit) for (const item of Array.isArray(body.data) ? body.data : [body.data]) edit(item);
  return body;
}

/**
 * What in a page could run script, as a browser would parse it (jsdom runs nothing): inline scripts other than
 * the JSON state and JSON-LD and those the page's own Content-Security-Policy allows by hash (the shell's tap
 * capture), event-handler attributes, javascript: URLs and frames. Payload text shown as text is harmless.
 */
export function executableParts(html: string, contentSecurityPolicy = ''): string[] {
  const { document } = new JSDOM(html).window;
  const found: string[] = [];
  for (const script of document.querySelectorAll('script:not([src])')) {
    // Data blocks (the JSON state, JSON-LD) never run.
    const type = script.getAttribute('type');
    if (type === 'application/json' || type === 'application/ld+json') continue;
    const hash = createHash('sha256')
      .update(script.textContent ?? '', 'utf8')
      .digest('base64');
    if (!contentSecurityPolicy.includes(`'sha256-${hash}'`)) found.push(script.outerHTML.slice(0, 80));
  }
  for (const element of document.querySelectorAll('*')) {
    for (const { name, value } of element.attributes) {
      if (/^on/i.test(name) || /^\s*javascript:/i.test(value) || name === 'srcdoc') {
        found.push(`<${element.localName} ${name}="${value.slice(0, 40)}">`);
      }
    }
  }
  for (const frame of document.querySelectorAll('iframe, frame, object, embed')) found.push(frame.localName);
  return found;
}
