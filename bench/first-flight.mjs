// `npm run bench:flight [-- http://host:port]`: where the first flight's bytes go, per route, as a phone gets the
// page (the site of `npm start` by default): the head and its styles, the document up to the end of the first
// screen's markup (`</main>`), and the whole page, in KB of brotli at quality 4 (as the site server sends a page).
// Deterministic for a build; docs/performance.md keeps the table.
import { brotliCompressSync, constants } from 'node:zlib';
import { PHONE_UA } from './loadFigures.mjs';

const base = process.argv[2] ?? 'http://localhost:3000';
const ROUTES = ['/', '/analysis/list', '/doctors-list/list', '/services/top', '/contacts', '/kk'];
const kb = (text) =>
  (
    brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length / 1024
  ).toFixed(1);

console.log('| route | head (its styles) | to `</main>` | whole |\n|---|---|---|---|');
for (const route of ROUTES) {
  const response = await fetch(new URL(route, base), {
    headers: { 'user-agent': PHONE_UA, 'sec-ch-ua-mobile': '?1' },
  });
  const html = await response.text();
  if (response.headers.get('x-render') !== 'server') throw new Error(`${route}: not server-rendered`);
  const head = html.slice(0, html.indexOf('</head>'));
  const styles = [...head.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css).join('');
  console.log(
    `| \`${route}\` | ${kb(head)} (${kb(styles)}) | ${kb(html.slice(0, html.indexOf('</main>')))} | ${kb(html)} |`,
  );
}
