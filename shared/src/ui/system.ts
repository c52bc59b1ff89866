import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  checkmarkRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { zoomBandsCss } from '../viewport/rules';
import { serializeGlobalStylesOnce } from './globalStyles';
import { overrideSystem } from './overrideSystem';
import { keepValidProperties } from './propertyCache';
import { keepCompiledRecipes } from './recipeCache';

/**
 * The colour palettes components are given (`colorPalette`; gray is Chakra's default). Chakra makes a dozen
 * semantic tokens and CSS variables for each palette it knows, which was most of the system's start-up cost
 * (and of the CSS in every page's HTML); the other palettes' plain shades (`red.600`) are kept.
 */
export const PALETTES_IN_USE = ['gray'] as const;

const isPalette = (token: object) => 'solid' in token;
const semanticColorsInUse = Object.fromEntries(
  Object.entries(semanticTokens.colors ?? {}).filter(
    ([name, token]) => !isPalette(token) || (PALETTES_IN_USE as readonly string[]).includes(name),
  ),
);

/**
 * The site has no dark mode (nothing sets Chakra's `.dark` class): each semantic token keeps its light value
 * only, which spares the system a second set of variables to build and every page's HTML a second block.
 */
function lightOnly<T>(tokens: T): T {
  if (typeof tokens !== 'object' || tokens === null) return tokens;
  const entries = Object.entries(tokens).map(([key, value]) => {
    const light = (value as { _light?: unknown } | null)?._light;
    return [key, key === 'value' && light !== undefined ? light : lightOnly(value)];
  });
  return Object.fromEntries(entries) as T;
}

/**
 * Chakra's tokens with only the recipes of the components `@clinic/shared` re-exports (the stateful ones bring
 * their own, see interactiveKit.tsx). Chakra's
 * `defaultConfig` carries every recipe of the library (~60 KB gzip more for every patient); a component added
 * to the kit adds its recipe here.
 */
const leanChakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  // The page zoom of SPEC §2 (shared/src/viewport/rules.ts): the root font size per band.
  globalCss: { ...globalCss, html: { ...globalCss.html, ...zoomBandsCss() } },
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens: lightOnly({ ...semanticTokens, colors: semanticColorsInUse }),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      checkmark: checkmarkRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
  },
});

/** The clinic's purple by shade: the theme's `brand.*` tokens, and the link-preview pictures the site server draws. */
export const BRAND_COLORS = {
  50: '#f4f0ff',
  100: '#e6ddff',
  200: '#cbbcff',
  300: '#a98fff',
  500: '#7b4dff',
  600: '#6434e6',
  700: '#4f26b8',
  800: '#3c1d8c',
} as const;

/** The clinic's brand on top: one purple, used for tiles, badges and primary buttons. */
const clinicTheme = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.page', color: 'fg.body' },
    // A visible keyboard focus everywhere (WCAG 2.4.7).
    ':focus-visible': { outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '2px' },
    // A tap kept until the page is live (shell/src/startup/tapCapture.ts) shows it was felt.
    '[data-tap-held]': { cursor: 'progress', opacity: 0.7 },
  },
  theme: {
    tokens: {
      colors: {
        brand: Object.fromEntries(Object.entries(BRAND_COLORS).map(([shade, value]) => [shade, { value }])),
      },
      fonts: {
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif' },
      },
    },
    semanticTokens: {
      colors: {
        'bg.page': { value: '#f5f5f7' },
        'fg.body': { value: '#1b1b1f' },
        'fg.muted': { value: '#4f4f5a' },
      },
    },
  },
});

type ClinicSystem = ReturnType<typeof createSystem>;
let base: ClinicSystem | undefined;
let system: ClinicSystem | undefined;

/** Chakra's system with our themes and the caches that spare each render work (recipeCache.ts, propertyCache.ts). */
function baseSystem(): ClinicSystem {
  base ??= keepValidProperties(
    keepCompiledRecipes(createSystem(defaultBaseConfig, leanChakraTheme, clinicTheme)),
  );
  return base;
}

/**
 * Made on first use, not when the module is evaluated: building it (every token, its utilities) is one of the
 * larger pieces of start-up work, ≈ 50–65 ms on a slow phone (its global CSS, once most of it, is made only if
 * read: patches/README.md), and the start-up gives it a task of its own (shell/src/index.ts).
 */
export function clinicSystem() {
  system ??= serializeGlobalStylesOnce(baseSystem());
  return system;
}

let withoutGlobalStyles: ClinicSystem | undefined;

/**
 * The same system for a page whose global styles (reset, tokens, layer order) came from the server
 * (serverStyles.ts): ChakraProvider then renders them as empty, and emotion neither serialises them again nor
 * moves the server's tags. Everything else is the same closures over the same tokens.
 */
export function clinicSystemWithoutGlobalStyles() {
  const full = baseSystem();
  withoutGlobalStyles ??= overrideSystem(full, {
    _global: [],
    _config: { ...full._config, disableLayers: true },
  });
  return withoutGlobalStyles;
}
