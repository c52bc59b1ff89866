/**
 * The field view's table (fieldView.ts), one set of cells for the terminal (`npm run vitals`) and for /ops. The
 * element selectors and script names came from strangers' beacons: the server checked their charset
 * (shared/src/rum/field.ts), and the HTML escapes every cell all the same.
 */
import { escapeHtml } from '@clinic/shared';
import type { FieldGroup, FieldMetric } from './fieldQuery';
import type { FieldWindow } from './fieldView';

export const FIELD_HEADINGS = [
  'kind',
  'device',
  'lang',
  'LCP p75 (n)',
  'INP p75 (n)',
  'CLS p75 (n)',
  'TTFB p75 (n)',
  'slowest LCP: element, TTFB + load delay + load + render delay',
  'slowest INP: remote, script, longest phase',
] as const;

const NONE = '—';
const ms = (value: number) => `${Math.round(value)} ms`;
const stat = (metric: FieldMetric | null, format = ms) =>
  metric ? `${format(metric.p75)} (${metric.n})` : NONE;

function worstLcp({ lcp, worstLcp }: FieldGroup): string {
  if (!lcp || !worstLcp) return NONE;
  const parts = worstLcp.parts ? ` = ${worstLcp.parts.map((part) => Math.round(part)).join(' + ')}` : '';
  return `${ms(lcp.worst)} ${worstLcp.element ?? '(element unknown)'}${parts}`;
}

function worstInp({ inp, worstInp }: FieldGroup): string {
  if (!inp || !worstInp) return NONE;
  const script = [worstInp.remote ?? 'shell or unknown', worstInp.script].filter(Boolean).join(' ');
  return `${ms(inp.worst)} ${script}, ${worstInp.phase ?? 'phase unknown'}`;
}

/** One group's cells, in FIELD_HEADINGS' order. */
export function fieldCells(group: FieldGroup): string[] {
  return [
    group.kind,
    group.device,
    group.lang,
    stat(group.lcp),
    stat(group.inp),
    stat(group.cls, (value) => value.toFixed(3)),
    stat(group.ttfb),
    worstLcp(group),
    worstInp(group),
  ];
}

const utc = (at: number) => `${new Date(at).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const title = (window: FieldWindow) => `${window.name} (since ${utc(window.since)})`;

/** Columns padded to their widest cell, a window after the other. */
export function fieldText(windows: readonly FieldWindow[]): string {
  return windows
    .map((window) => {
      if (!window.groups.length) return `${title(window)}: no page views with vitals\n`;
      const rows = [[...FIELD_HEADINGS], ...window.groups.map(fieldCells)];
      const widths = FIELD_HEADINGS.map((_, i) => Math.max(...rows.map((cells) => cells[i]?.length ?? 0)));
      const lines = rows.map((cells) =>
        cells
          .map((cell, i) => cell.padEnd(widths[i] ?? 0))
          .join('  ')
          .trimEnd(),
      );
      return `${title(window)}\n${lines.join('\n')}\n`;
    })
    .join('\n');
}

/** The /ops section: a table per window, every cell escaped. */
export function fieldHtml(windows: readonly FieldWindow[] | { error: string }): string {
  const heading = '<h2>Field vitals (p75 by nearest rank; n samples)</h2>';
  if ('error' in windows)
    return `${heading}<p>The beacon store did not answer: ${escapeHtml(windows.error)}</p>`;
  const row = (cells: readonly string[], tag: 'td' | 'th') =>
    `<tr>${cells.map((cell) => `<${tag}>${escapeHtml(cell)}</${tag}>`).join('')}</tr>`;
  return `${heading}${windows
    .map(
      (window) =>
        `<h3>${escapeHtml(title(window))}</h3>${
          window.groups.length
            ? `<table class="field">${row(FIELD_HEADINGS, 'th')}${window.groups.map((g) => row(fieldCells(g), 'td')).join('')}</table>`
            : '<p>no page views with vitals</p>'
        }`,
    )
    .join('\n')}`;
}
