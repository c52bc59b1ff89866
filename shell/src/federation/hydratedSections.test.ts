import { describe, expect, it, vi } from 'vitest';
import { createHydratedSections } from './hydratedSections';

describe('hydrated sections: the parts the server state names (PagePart) load their data before hydrating', () => {
  it('prepares a part the server rendered once, by the same record, and no other', async () => {
    const hydrated = createHydratedSections();
    hydrated.expect([
      { remote: 'catalog', module: 'routes', section: 'services' },
      { remote: 'catalog', module: 'ServiceTiles' },
    ]);
    const prepare = vi.fn(async () => {});
    await hydrated.prepare({ remote: 'catalog', module: 'routes', section: 'promotions' }, prepare);
    await hydrated.prepare({ remote: 'catalog', module: 'CheckUpCard' }, prepare);
    expect(prepare).not.toHaveBeenCalled();
    await hydrated.prepare({ remote: 'catalog', module: 'routes', section: 'services' }, prepare);
    await hydrated.prepare({ remote: 'catalog', module: 'ServiceTiles' }, prepare);
    await hydrated.prepare({ remote: 'catalog', module: 'ServiceTiles' }, prepare);
    expect(prepare).toHaveBeenCalledTimes(2);
  });
});
