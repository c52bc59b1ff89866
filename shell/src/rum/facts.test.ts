import { describe, expect, it, vi } from 'vitest';
import { type Fact, onFirstFailure, rumFact, takeFacts } from './facts';

describe('the facts kept for the health beacon', () => {
  it('keeps them until the beacon code takes them, and calls for that code at the first failure', () => {
    const load = vi.fn();
    onFirstFailure(load);
    rumFact('map', { doctors: '/mfe/doctors/1.0.0-d0c70250/mf-manifest.json' });
    rumFact('ran', 'doctors');
    expect(load).not.toHaveBeenCalled();
    rumFact('fallbacks', 'doctors');
    expect(load).toHaveBeenCalled();
    const taken: Fact[] = [];
    takeFacts((fact) => taken.push(fact));
    rumFact('view', '/about', 'shell', false);
    expect(taken.map((fact) => fact[0])).toEqual(['map', 'ran', 'fallbacks', 'view']);
  });
});
