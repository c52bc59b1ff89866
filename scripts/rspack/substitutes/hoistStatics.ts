/**
 * `hoist-non-react-statics` as @emotion/react sees it in the browser builds (rspack.config.base.ts,
 * `BROWSER_SUBSTITUTES`). Its one user is emotion's `withTheme`, which the site's shared copy of @emotion/react
 * does not export (not in scripts/rspack/sharedExports.ts); but the package is CommonJS, with `react-is`, so both
 * stayed in emotion's chunk of every page (1.1 KB gzip). Exporting `withTheme` would need the package back.
 */
export default function hoistNonReactStatics(): never {
  throw new Error("hoist-non-react-statics: emotion's withTheme is not in the browser builds");
}
