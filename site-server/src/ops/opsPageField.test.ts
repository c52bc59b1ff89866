import { describe, expect, it } from 'vitest';
import type { FieldGroup } from '../rum/fieldQuery';
import { fieldText } from '../rum/fieldTable';
import type { FieldWindow } from '../rum/fieldView';
import { opsPage } from './opsPage';

const group: FieldGroup = {
  kind: 'doctors-list',
  device: 'phone',
  lang: 'kk',
  lcp: { n: 10, p75: 1400, worst: 2600 },
  inp: { n: 2, p75: 480, worst: 480 },
  cls: { n: 3, p75: 0.25, worst: 0.5 },
  ttfb: null,
  // Checked on the way in (shared/src/rum/field.ts); escaped on the way out all the same.
  worstLcp: { element: 'main>h1<script>', parts: [300, 900, 1100, 300] },
  worstInp: { remote: 'doctors', script: '412.js', phase: 'processingDuration' },
};
const windows = (groups: FieldGroup[]): FieldWindow[] => [
  { name: 'last hour', since: Date.UTC(2026, 11, 7, 8), until: Date.UTC(2026, 11, 7, 9), groups },
  { name: 'last day', since: Date.UTC(2026, 11, 6, 9), until: Date.UTC(2026, 11, 7, 9), groups: [] },
];

describe('/ops and `npm run vitals`: the field view', () => {
  it('shows each group’s p75 with its sample size and its slowest samples’ attribution, escaped', () => {
    const html = opsPage([], [], 'csrf', undefined, undefined, windows([group]));
    expect(html).toContain('last hour (since 2026-12-07 08:00 UTC)');
    expect(html).toContain(
      '<td>doctors-list</td><td>phone</td><td>kk</td><td>1400 ms (10)</td><td>480 ms (2)</td><td>0.250 (3)</td><td>—</td>',
    );
    expect(html).toContain('<td>2600 ms main&gt;h1&lt;script&gt; = 300 + 900 + 1100 + 300</td>');
    expect(html).toContain('<td>480 ms doctors 412.js, processingDuration</td>');
    expect(html).not.toContain('<script>');
    expect(html).toMatch(/last day \(since 2026-12-06 09:00 UTC\)<\/h3><p>no page views with vitals/);
  });

  it('says when the store did not answer, and shows nothing without a store', () => {
    expect(opsPage([], [], 'csrf', undefined, undefined, { error: 'PostgreSQL <away>' })).toContain(
      'The beacon store did not answer: PostgreSQL &lt;away&gt;',
    );
    expect(opsPage([], [], 'csrf')).not.toMatch(/Field vitals/);
  });

  it('prints the same cells as aligned columns for the terminal', () => {
    const lines = fieldText(windows([group])).split('\n');
    expect(lines[0]).toBe('last hour (since 2026-12-07 08:00 UTC)');
    expect(lines[1]).toMatch(/^kind {10}device {2}lang {2}LCP p75 \(n\) {3}INP p75 \(n\)/);
    expect(lines[2]).toMatch(/^doctors-list {2}phone {3}kk {4}1400 ms \(10\) {2}480 ms \(2\)/);
    expect(lines[2]).toContain('2600 ms main>h1<script> = 300 + 900 + 1100 + 300');
    expect(lines).toContain('last day (since 2026-12-06 09:00 UTC): no page views with vitals');
  });
});
