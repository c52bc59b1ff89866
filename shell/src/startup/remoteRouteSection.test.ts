import { describe, expect, it } from 'vitest';
import { isRemoteRouteSection } from './remoteRouteSection';

describe('isRemoteRouteSection: the parts whose remote code starts before hydration', () => {
  it('takes a remote route section', () => {
    expect(isRemoteRouteSection({ remote: 'analyses', module: 'routes', section: 'analysis' })).toBe(true);
  });

  it("leaves widgets, the shell's own parts and unreadable parts", () => {
    expect(isRemoteRouteSection({ remote: 'catalog', module: 'ServiceTiles' })).toBe(false);
    expect(isRemoteRouteSection({ remote: 'shell', module: 'routes', section: 'about' })).toBe(false);
    expect(isRemoteRouteSection({ remote: 'shell', module: 'home' })).toBe(false);
    expect(isRemoteRouteSection({ module: 'routes', section: 'analysis' })).toBe(false);
    expect(isRemoteRouteSection({ remote: 7, module: 'routes', section: 'analysis' })).toBe(false);
    expect(isRemoteRouteSection({ remote: 'doctors', module: 'routes' })).toBe(false);
    expect(isRemoteRouteSection(null)).toBe(false);
  });
});
