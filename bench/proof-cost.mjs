// `npm run bench:proof`: what the booking's proof of work costs, at the base price and at the prices a client
// that asks for many challenges pays (site-server/src/booking/challengeCost.ts). A bot's cost: altcha-lib in
// Node, one core. A patient's: the dialog's own solver (altcha-lib with Web Crypto) in Chromium with its CPU
// slowed 4×, as the bench's phone. Prints figures, asserts nothing; writes bench/proof-results.md.
import fs from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { tsImport } from 'tsx/esm/api';

const { newChallenge } = await tsImport('../site-server/src/booking/proofOfWork.ts', import.meta.url);
const { challengeCostFactor, FREE_CHALLENGES, MAX_FACTOR } = await tsImport(
  '../site-server/src/booking/challengeCost.ts',
  import.meta.url,
);

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const FACTORS = [1, 2, 8, MAX_FACTOR];
const SECRET = Buffer.alloc(32, 3);
const ALTCHA = path.resolve(import.meta.dirname, '..', 'node_modules', 'altcha-lib', 'dist', 'esm', 'v2');

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const p90 = (values) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.9) - 1];
const ms = (value) => `${Math.round(value).toLocaleString('en-US')} ms`;
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

async function challenges(factor) {
  return Promise.all(Array.from({ length: RUNS }, () => newChallenge(SECRET, Date.now(), factor)));
}

async function inNode(list) {
  const times = [];
  for (const challenge of list) {
    const began = performance.now();
    await solveChallenge({ challenge, deriveKey });
    times.push(performance.now() - began);
  }
  return times;
}

// The solver's ES modules from localhost (Web Crypto needs a secure context; localhost is one).
const server = createServer((req, res) => {
  const file =
    req.url === '/' ? null : path.join(ALTCHA, path.normalize(req.url ?? '').replace(/^\/altcha\//, ''));
  if (!file)
    return void res
      .writeHead(200, { 'content-type': 'text/html' })
      .end('<!doctype html><title>proof</title>');
  if (!file.startsWith(ALTCHA) || !fs.existsSync(file)) return void res.writeHead(404).end();
  res.writeHead(200, { 'content-type': 'text/javascript' }).end(fs.readFileSync(file));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://localhost:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
});
const page = await browser.newPage();
await page.goto(origin);
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

async function inPhone(list) {
  return page.evaluate(async (all) => {
    const { solveChallenge: solve } = await import('/altcha/index.js');
    const { deriveKey: derive } = await import('/altcha/algorithms/web/sha.js');
    const times = [];
    for (const challenge of all) {
      const began = performance.now();
      await solve({ challenge, deriveKey: derive });
      times.push(performance.now() - began);
    }
    return times;
  }, list);
}

const rows = [];
const loadBefore = load();
for (const factor of FACTORS) {
  const list = await challenges(factor);
  const node = await inNode(list);
  const phone = factor <= 8 ? await inPhone(list.slice(0, Math.max(3, RUNS / factor))) : null;
  rows.push({ factor, node, phone });
  console.log(
    `×${factor}: bot (Node) median ${ms(median(node))}, p90 ${ms(p90(node))}, ${(1000 / median(node)).toFixed(1)} proofs/s per core` +
      (phone ? `; phone (4× CPU) median ${ms(median(phone))}, p90 ${ms(p90(phone))}` : ''),
  );
}
await browser.close();
server.close();
const loadAfter = load();

const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
const asked = (factor) => {
  for (let n = 1; n < 10_000; n += 1) if (challengeCostFactor(n) >= factor) return n;
  return '–';
};
fs.writeFileSync(
  path.join(import.meta.dirname, 'proof-results.md'),
  `# Proof-of-work cost

\`npm run bench:proof\` (bench/proof-cost.mjs), ${when} UTC, ${RUNS} challenges per price, load average ${loadBefore} → ${loadAfter}.

A client's first ${FREE_CHALLENGES} challenges in 10 minutes cost the base price; each further ten double it, up to
×${MAX_FACTOR} (site-server/src/booking/challengeCost.ts). A bot solves with altcha-lib in Node on one core; a patient's
phone is Chromium with its CPU slowed 4×, solving with the dialog's own solver (altcha-lib, Web Crypto). The dialog
solves while the patient types, so the patient never waits on the base price.

| price | from the client's challenge no. | bot: median | bot: p90 | bot: proofs/s per core | phone (4× CPU): median | phone: p90 |
|---|---:|---:|---:|---:|---:|---:|
${rows
  .map(
    ({ factor, node, phone }) =>
      `| ×${factor} | ${asked(factor)} | ${ms(median(node))} | ${ms(p90(node))} | ${(1000 / median(node)).toFixed(1)} | ${phone ? ms(median(phone)) : '–'} | ${phone ? ms(p90(phone)) : '–'} |`,
  )
  .join('\n')}
`,
);
console.log(`load average ${loadBefore} → ${loadAfter}; bench/proof-results.md written`);
