import { describe, expect, it } from 'vitest';
import { opsPage } from './opsPage';

describe('/ops: the beacons dropped', () => {
  it('lists the last hour by reason, most first, escaped; says none when there were none', () => {
    const html = opsPage([], [], 'csrf', undefined, { replayed: 12, 'token-forged': 2400, '<x>': 1 });
    expect(html).toMatch(/Beacons dropped, last hour/);
    expect(html.indexOf('token-forged')).toBeLessThan(html.indexOf('replayed'));
    expect(html).toContain('<td>2,400</td>');
    expect(html).toContain('&lt;x&gt;');
    expect(opsPage([], [], 'csrf', undefined, {})).toMatch(/Beacons dropped, last hour<\/h2><p>none<\/p>/);
    // Without a beacon store (RUM_DB=off) there is nothing to show.
    expect(opsPage([], [], 'csrf')).not.toMatch(/Beacons dropped/);
  });
});
