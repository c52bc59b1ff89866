// @vitest-environment node
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { clinicSystem } from '../ui/system';
import { usedGlobalStyles, withUsedGlobalStyles } from './usedGlobalStyles';

const GLOBAL =
  '@layer reset,base,tokens;' +
  "@layer reset{html{font-family:var(--global-font-body, 'A;b{c}');}}" +
  '@layer base{@keyframes spin{0%{transform:rotate(0deg);}100%{transform:rotate(360deg);}}' +
  '@-webkit-keyframes pulse{50%{opacity:.5;}}*{--global-font-body:var(--chakra-fonts-body);}' +
  'html{--chakra-colors-palette:var(--chakra-colors-gray-500);}}' +
  '@layer tokens{:where(html, .chakra-theme){--chakra-fonts-body:Inter;--chakra-colors-red-500:#e53e3e;' +
  '--chakra-colors-fg\\.muted:var(--chakra-colors-gray-500);--chakra-colors-gray-500:#718096;' +
  '--chakra-colors-blue-500:#3182ce;--chakra-animations-spin:spin 1s linear infinite;}' +
  '@media (prefers-color-scheme: dark){:where(html){--chakra-colors-blue-500:#90cdf4;}}}';

const declared = (css: string) => new Set([...css.matchAll(/(--(?:[\w-]|\\.)+):/g)].map(([, name]) => name));

describe('the global styles a page’s head carries', () => {
  it('keeps what the page’s rules and markup name, and what those name in turn; drops the other tokens', () => {
    const kept = usedGlobalStyles(GLOBAL, {
      rules: '.css-a{color:var(--chakra-colors-fg\\.muted);}',
      markup: '<div style="--x:var(--chakra-colors-red-500)"></div>',
    });
    expect(declared(kept)).toEqual(
      new Set([
        '--global-font-body',
        '--chakra-fonts-body',
        '--chakra-colors-fg\\.muted',
        '--chakra-colors-gray-500',
        '--chakra-colors-red-500',
      ]),
    );
    // The reset's rule, its quoted value (with `;` and braces) and the layer order stay as they were.
    expect(kept.startsWith('@layer reset,base,tokens;')).toBe(true);
    expect(kept).toContain("html{font-family:var(--global-font-body, 'A;b{c}');}");
    // A rule left with no declaration goes, and so does a block left empty.
    expect(kept).not.toContain('--chakra-colors-palette');
    expect(kept).not.toContain('prefers-color-scheme');
    expect(kept).not.toContain('keyframes');
  });

  it('keeps a keyframe that an animation names, in the page or through a kept token, in both spellings', () => {
    const byRule = usedGlobalStyles(GLOBAL, { rules: '.css-b{animation:pulse 2s;}', markup: '' });
    expect(byRule).toContain('@-webkit-keyframes pulse{50%{opacity:.5;}}');
    expect(byRule).not.toContain('keyframes spin');
    const byToken = usedGlobalStyles(GLOBAL, {
      rules: '.css-c{animation:var(--chakra-animations-spin);}',
      markup: '',
    });
    expect(byToken).toContain('@keyframes spin{0%{transform:rotate(0deg);}100%{transform:rotate(360deg);}}');
    expect(byToken).not.toContain('pulse');
  });

  it('is the whole text again when the page names every token and keyframe', () => {
    const names = [...declared(GLOBAL)].map((name) => `var(${name})`).join(' ');
    expect(usedGlobalStyles(GLOBAL, { rules: `.x{a:${names};animation:spin, pulse}`, markup: '' })).toBe(
      GLOBAL,
    );
  });
});

// As the render threads load them (shell/src/server.tsx).
const require = createRequire(import.meta.url);
const { Box, ChakraProvider } = require('@chakra-ui/react');
const { CacheProvider } = require('@emotion/react');
const createCache = require('@emotion/cache').default;
const createEmotionServer = require('@emotion/server/create-instance').default;
const { createElement: h } = require('react');
const { renderToString } = require('react-dom/server');

describe('the clinic’s own system, as a page renders it', () => {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToString(
    h(
      CacheProvider,
      { value: cache },
      h(
        ChakraProvider,
        { value: clinicSystem() },
        h(Box, { color: 'fg.muted', bg: 'teal.50', p: '4' }, 'Приём'),
      ),
    ),
  );
  const critical = createEmotionServer(cache).extractCriticalToChunks(html);
  const globalOf = (chunks: typeof critical) =>
    chunks.styles
      .filter((style: { key: string }) => style.key.endsWith('-global'))
      .map((style: { css: string }) => style.css)
      .join('');

  it('sends a fifth of the kit’s global styles or less, with every token a kept rule names defined', () => {
    const whole = globalOf(critical);
    const kept = globalOf(withUsedGlobalStyles(critical));
    expect(kept.length).toBeLessThan(whole.length / 5);
    const pageRules = critical.styles
      .filter((style: { key: string }) => !style.key.endsWith('-global'))
      .map((style: { css: string }) => style.css)
      .join('');
    const named = [...`${pageRules}${kept}`.matchAll(/var\(\s*(--(?:[\w-]|\\.)+)/g)].map(([, name]) => name);
    const missing = named.filter((name) => whole.includes(`${name}:`) && !kept.includes(`${name}:`));
    expect(missing).toEqual([]);
    // The page's own colours are there; a colour it does not use is not.
    expect(kept).toContain('--chakra-colors-teal-50:');
    expect(kept).not.toContain('--chakra-colors-purple-900:');
    expect(kept).not.toMatch(/@keyframes/);
  });
});
