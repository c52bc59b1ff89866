/**
 * Facts of the federation that the browser, the build and the site server must agree on, written once.
 * Dependency-free on purpose: rspack.config.base.ts and the scripts load it as `@clinic/shared/federation`
 * (not through the package's index, which would pull React and Chakra into the build's config loader).
 */

/** The remotes, by the name each registers under in /remotes.json and is deployed as (`/mfe/<name>/…`). */
export const REMOTE_NAMES = ['catalog', 'analyses', 'doctors', 'booking'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
/** The apps that are built and deployed: the shell and the remotes. */
export type AppName = 'shell' | RemoteName;

/**
 * The id of the script element that carries a server-rendered page's state (JSON) to the browser. It is the last
 * element of `<body>`: the first screen's markup comes before it, in the first packets.
 */
export const SERVER_STATE_ELEMENT_ID = 'clinic-ssr-state';
/** The element the app renders into: shell/index.html writes it (rspack.config.base.ts), the server fills it. */
export const ROOT_ELEMENT_ID = 'root';
/**
 * The attribute on `<html>` of a server-rendered page: known from the first bytes, where the state element is
 * known only once the whole page is in (the tap capture asks at the first tap).
 */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/**
 * Attributes on `<html>` of a server-rendered page naming the rendered section's remote files, space-separated:
 * those the head script fetches into the HTTP cache, and the chunks it runs (site-server's remoteDownloads.ts,
 * shell/src/startup/startRemoteDownloads.ts).
 */
export const REMOTE_FETCH_ATTRIBUTE = 'data-remote-fetch';
export const REMOTE_RUN_ATTRIBUTE = 'data-remote-run';

/** The key of a remote manifest's `metaData` that lists the files of its route tables' chunks, by chunk name. */
export const MANIFEST_PAGE_CHUNKS_KEY = 'pageChunks';

/**
 * The modules a server build (a remote's or the shell's) takes from the site server instead of bundling them:
 * the build marks them external, the render worker supplies them (one copy per worker, shared by the shell
 * and every remote, as the browser shares one of each). Anything else a server build requires is refused:
 * remote code runs with the server's rights, so what it can reach is named here.
 */
export const SERVER_EXTERNALS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-dom/server',
  'react-dom/static',
  'react-router-dom',
  'effector',
  'effector-react',
  '@emotion/react',
  '@emotion/cache',
  '@emotion/server/create-instance',
  '@clinic/shared',
] as const;

/** Node built-ins a server build may use (React's server renderer writes to a stream). */
export const SERVER_BUILTINS = ['node:stream', 'stream'] as const;

/**
 * The encoded copies the build writes beside each script and style sheet (scripts/rspack/precompressAssets.ts),
 * which the site server (site-server/src/static/precompressed.ts) and nginx (`brotli_static`, `gzip_static`)
 * send to browsers that take them: by `Content-Encoding` name and file extension, the smallest first.
 */
export const PRECOMPRESSED_FILES = /\.(js|css)$/;
export const PRECOMPRESSED_ENCODINGS = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
] as const;
export type PrecompressedEncoding = (typeof PRECOMPRESSED_ENCODINGS)[number]['name'];

/**
 * Where the shell's federation runtime plugin (shell/src/federation/provideBundlerRuntime.ts) leaves the bundler
 * runtime's functions for the remotes' entries (hostBundlerRuntime.ts), in production builds.
 */
export const BUNDLER_RUNTIME_GLOBAL = '__clinicFederationBundlerRuntime';
