import { describe, expect, it, vi } from 'vitest';
import { expectHydratedSections, prepareForHydration } from './hydratedSections';

describe('prepareForHydration: the parts the server state names (PagePart) load their data before hydrating', () => {
  it('prepares a part the server rendered once, by the same record, and no other', async () => {
    expectHydratedSections([
      { remote: 'catalog', module: 'routes', section: 'services' },
      { remote: 'catalog', module: 'ServiceTiles' },
    ]);
    const prepare = vi.fn(async () => {});
    await prepareForHydration({ remote: 'catalog', module: 'routes', section: 'promotions' }, prepare);
    await prepareForHydration({ remote: 'catalog', module: 'CheckUpCard' }, prepare);
    expect(prepare).not.toHaveBeenCalled();
    await prepareForHydration({ remote: 'catalog', module: 'routes', section: 'services' }, prepare);
    await prepareForHydration({ remote: 'catalog', module: 'ServiceTiles' }, prepare);
    await prepareForHydration({ remote: 'catalog', module: 'ServiceTiles' }, prepare);
    expect(prepare).toHaveBeenCalledTimes(2);
  });
});
