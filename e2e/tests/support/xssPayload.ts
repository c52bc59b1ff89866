/** Every classic way to run script from HTML; a harmless marker proves the field itself was rendered. */
export const PAYLOAD = [
  '<b>Безопасный текст</b>',
  '<img src=x onerror="window.__xss=(window.__xss||0)+1">',
  '<script>window.__xss=(window.__xss||0)+1</script>',
  '<svg onload="window.__xss=(window.__xss||0)+1"></svg>',
  '<a href="javascript:window.__xss=1">ссылка</a>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
].join('');

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

/** The page's own markup holds nothing that could run: no inline script, handler, javascript: URL or frame. */
export function executableParts(html: string): string[] {
  const markup = html.replace(/<script[^>]*type="application\/json"[^>]*>[\s\S]*?<\/script>/g, '');
  return [
    ...markup.matchAll(
      /<script(?![^>]*\bsrc=)[^>]*>|\son(?:error|load)\s*=|href\s*=\s*["']?\s*javascript:|<iframe\b|srcdoc=/gi,
    ),
  ].map((match) => match[0]);
}
