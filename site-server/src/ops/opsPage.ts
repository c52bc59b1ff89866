/** The HTML of /ops: plain server-rendered markup, one external script for the curves (the CSP forbids inline ones). */

import type { Canaries, HistoryEntry } from '@clinic/deploy';
import { escapeHtml } from '@clinic/shared';
import { fieldHtml } from '../rum/fieldTable';
import type { FieldWindow } from '../rum/fieldView';

export interface OpsRemote {
  remote: string;
  stable?: string;
  canary?: Canaries[keyof Canaries];
}

const time = (iso: string) => escapeHtml(iso.replace('T', ' ').slice(0, 19));

function remoteBlock({ remote, stable, canary }: OpsRemote, csrf: string): string {
  const name = escapeHtml(remote);
  const form = (action: string, label: string, extra = '') =>
    `<form method="post" action="/ops/${action}"><input type="hidden" name="remote" value="${name}">` +
    `<input type="hidden" name="csrf" value="${escapeHtml(csrf)}">${extra}<button type="submit">${label}</button></form>`;
  if (!canary)
    return `<section><h2>${name}</h2><p>stable <code>${escapeHtml(stable ?? 'not live')}</code>, no canary</p></section>`;
  return `<section><h2>${name}</h2>
<p>stable <code>${escapeHtml(stable ?? '')}</code> · canary <code>${escapeHtml(canary.version)}</code> for
<strong>${canary.share} %</strong> of visitors since ${time(canary.since)} (this share since ${time(canary.stepSince)})${canary.manual ? ' · manual' : ''}</p>
<div class="actions">${form('promote', 'Promote to 100 %')}${form('promote', 'Step to', ' <input name="to" type="number" min="1" max="99" value="50" aria-label="share"> %')}${form('rollback', 'Roll back')}</div>
<div class="chart" data-remote="${name}" data-stable="${escapeHtml(stable ?? '')}" data-canary="${escapeHtml(canary.version)}"></div>
</section>`;
}

/**
 * Beacons dropped in the last hour on every site server, by reason (rum/store.ts `droppedSince`): a flood of
 * forged or replayed beacons shows here, and a canary verdict read next to it is read knowing that.
 */
function droppedBlock(dropped: Record<string, number> | undefined): string {
  if (!dropped) return '';
  const rows = Object.entries(dropped)
    .sort(([, a], [, b]) => b - a)
    .map(
      ([reason, n]) =>
        `<tr><td><code>${escapeHtml(reason)}</code></td><td>${n.toLocaleString('en-US')}</td></tr>`,
    )
    .join('');
  return `<h2>Beacons dropped, last hour</h2>${
    rows ? `<table class="dropped"><tr><th>reason</th><th>beacons</th></tr>${rows}</table>` : '<p>none</p>'
  }`;
}

export function opsPage(
  remotes: OpsRemote[],
  history: HistoryEntry[],
  csrf: string,
  notice?: string,
  dropped?: Record<string, number>,
  /** The field view (rum/fieldView.ts), or why it could not be read; absent without a beacon store. */
  field?: FieldWindow[] | { error: string },
): string {
  const lines = history
    .slice(-12)
    .reverse()
    .map(
      (e) =>
        `<li>${time(e.at)} ${escapeHtml(e.remote)} ${escapeHtml(e.action)} ${escapeHtml(e.version)}${e.share !== undefined ? ` (${e.share} %)` : ''}${e.reason ? ` — ${escapeHtml(e.reason)}` : ''}</li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>Releases — clinic ops</title><link rel="icon" href="data:,">
<link rel="stylesheet" href="/ops/uplot.css"><link rel="stylesheet" href="/ops/ops.css"></head>
<body><main><h1>Releases</h1>
${notice ? `<p role="status" class="notice">${escapeHtml(notice)}</p>` : ''}
${remotes.map((r) => remoteBlock(r, csrf)).join('\n')}
${field ? fieldHtml(field) : ''}
${droppedBlock(dropped)}
<h2>History</h2><ol class="history">${lines}</ol>
</main><script src="/ops/uplot.js"></script><script src="/ops/ops.js"></script></body></html>`;
}
