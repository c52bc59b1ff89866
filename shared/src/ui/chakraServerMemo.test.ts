// @vitest-environment node
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// The site server's render threads load Chakra as CommonJS (require), which is the build patches/ changes.
const require = createRequire(import.meta.url);
const { Box, ChakraProvider, createSystem, defaultConfig } = require('@chakra-ui/react');
const { CacheProvider } = require('@emotion/react');
const createCache = require('@emotion/cache').default;
const createEmotionServer = require('@emotion/server/create-instance').default;
const { createElement: h } = require('react');
const { renderToString } = require('react-dom/server');

/** One server render in a request's own emotion cache, counting the system's style resolutions. */
function renderOnServer(system: { css: (...args: unknown[]) => unknown }, element: unknown) {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToString(
    h(CacheProvider, { value: cache }, h(ChakraProvider, { value: system }, element)),
  );
  const { styles } = createEmotionServer(cache).extractCriticalToChunks(html);
  return { html, css: styles.map((style: { css: string }) => style.css).join('') };
}

function countingSystem() {
  const system = createSystem(defaultConfig);
  const css = system.css;
  const counted = { calls: 0 };
  system.css = (...args: unknown[]) => {
    counted.calls += 1;
    return css(...args);
  };
  return { system, counted };
}

describe('Chakra on the server resolves an element of plain-data props once (patches/@chakra-ui+react)', () => {
  it('a second request gets the same HTML and styles without resolving them again', () => {
    const { system, counted } = countingSystem();
    const card = () => h(Box, { p: '4', color: 'red.500', mt: { base: '2', md: '6' } }, 'Приём');
    const first = renderOnServer(system, card());
    const resolved = counted.calls;
    expect(resolved).toBeGreaterThan(0);
    const second = renderOnServer(system, card());
    expect(counted.calls).toBe(resolved);
    expect(second.html).toBe(first.html);
    // Each request's own emotion cache still gets the rules its HTML names.
    expect(second.css).toBe(first.css);
    expect(second.css).toMatch(/padding/);
  });

  it('other props are other styles, and children are never kept', () => {
    const { system } = countingSystem();
    const a = renderOnServer(system, h(Box, { p: '4' }, 'один'));
    const b = renderOnServer(system, h(Box, { p: '8' }, 'один'));
    const c = renderOnServer(system, h(Box, { p: '4' }, 'два'));
    expect(b.html).not.toBe(a.html);
    expect(c.html).toBe(a.html.replace('один', 'два'));
  });

  it('tells nested style objects apart by where each value sits', () => {
    const { system } = countingSystem();
    const always = renderOnServer(system, h(Box, { _hover: { color: 'red.500' }, p: '2' }, 'x'));
    const onHover = renderOnServer(system, h(Box, { _hover: { color: 'red.500', p: '2' } }, 'x'));
    expect(onHover.html).not.toBe(always.html);
    expect(onHover.css).not.toBe(always.css);
  });

  it('an element with a handler or an element in its props takes Chakra own path every time', () => {
    const { system, counted } = countingSystem();
    const button = () => h(Box, { as: 'button', p: '2', onClick: () => {} }, 'Записаться');
    renderOnServer(system, button());
    const resolved = counted.calls;
    renderOnServer(system, button());
    expect(counted.calls).toBe(2 * resolved);
  });

  it('keeps one system apart from another', () => {
    const one = countingSystem();
    const other = countingSystem();
    const box = () => h(Box, { p: '4' }, 'x');
    renderOnServer(one.system, box());
    renderOnServer(other.system, box());
    expect(other.counted.calls).toBeGreaterThan(0);
  });
});
