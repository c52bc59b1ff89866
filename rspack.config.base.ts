/**
 * The one rspack configuration of the site. Every app's rspack.config.ts is a call to `defineApp`, so the
 * federation rules (manifests, loaded-first sharing, the singleton list) cannot drift between remotes.
 */
import path from 'node:path';
// The remote list and what a server build takes from the site server, written once for the build, the
// browser and the site server (a dependency-free entry: the package's index would load React and Chakra).
import {
  type AppName,
  MANIFEST_PAGE_CHUNKS_KEY,
  REMOTE_FETCH_ATTRIBUTE,
  REMOTE_NAMES,
  REMOTE_RUN_ATTRIBUTE,
  type RemoteName,
  ROOT_ELEMENT_ID,
  SERVER_EXTERNALS,
  SERVER_RENDERED_ATTRIBUTE,
} from '@clinic/shared/federation';
import { type DeclaredSections, MANIFEST_SECTIONS_KEY, manifestSections } from '@clinic/shared/manifest';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Compilation, type Configuration, type RuleSetRule, rspack } from '@rspack/core';
import { CompileHintsPlugin } from './scripts/rspack/compileHints';
import { InlineHeadScriptPlugin } from './scripts/rspack/inlineHeadScript';
import { namedChunkFiles } from './scripts/rspack/pageChunks';
import { PrecompressAssetsPlugin } from './scripts/rspack/precompressAssets';
import { PreloadStartupChunksPlugin } from './scripts/rspack/preloadStartupChunks';
import { requiredVersionOf } from './scripts/rspack/requiredVersion';
import { EXPORTS_IN_USE } from './scripts/rspack/sharedExports';

/** Dev-server ports. `npm start` serves everything from one origin instead (PORT, default 3000). */
export const DEV_PORTS = {
  shell: 3000,
  catalog: 3001,
  analyses: 3002,
  doctors: 3003,
  booking: 3004,
  api: 3010,
} as const satisfies Record<'shell' | RemoteName | 'api', number>;

/**
 * One copy of each in the browser, or state and context split silently (two Reacts, two effector kernels,
 * a bus nobody hears). The UI kit travels inside @clinic/shared, so Chakra is never shared whole.
 */
const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'effector',
  'effector-react',
  '@emotion/react',
  '@clinic/shared',
] as const;

/** The bit of Node's response the dev remotes.json middleware uses. */
interface DevResponse {
  setHeader(name: string, value: string): void;
  end(body: string): void;
}

function sharedConfig(pkg: (typeof SHARED_SINGLETONS)[number], production: boolean, dir: string) {
  const usedExports = EXPORTS_IN_USE[pkg as keyof typeof EXPORTS_IN_USE];
  const shared = { singleton: true, requiredVersion: requiredVersionOf(pkg, dir) };
  // Development skips it: with it, rspack's development mode drops exports the federation runtime needs.
  if (!usedExports || !production) return shared;
  return { ...shared, treeShaking: { mode: 'runtime-infer' as const, usedExports } };
}

/**
 * The federation plugin resolves its runtime with Node's `require.resolve`, i.e. the CommonJS builds, which
 * no bundler can tree-shake; pointing the same requests at the packages' ES builds drops the unused half
 * of the SDK from the shell and from every remote entry.
 */
function federationRuntimeAsEsm(): Record<string, string> {
  const esm = (pkg: string) => require.resolve(pkg).replace(/\.cjs$/, '.js');
  // These two are imported by absolute path (the plugin's own require.resolve).
  const byPath = [
    '@module-federation/webpack-bundler-runtime',
    '@module-federation/inject-external-runtime-core-plugin',
  ];
  return {
    ...Object.fromEntries(byPath.map((pkg) => [`${require.resolve(pkg)}$`, esm(pkg)])),
    '@module-federation/runtime-tools/runtime-core$': esm('@module-federation/runtime-tools/runtime-core'),
    '@module-federation/runtime': esm('@module-federation/runtime'),
    '@module-federation/runtime-tools': esm('@module-federation/runtime-tools'),
  };
}

/**
 * A remote's production entry takes the bundler runtime's functions from the shell (`provideBundlerRuntime`)
 * instead of carrying a copy, as `externalRuntime` does for the runtime core: ~3.6 KB gzip less in each
 * `remoteEntry.js`. The federation plugin imports the bundler runtime by absolute path.
 */
function bundlerRuntimeFromHost(): Record<string, string> {
  const hostBundlerRuntime = require.resolve('@clinic/shared/host-bundler-runtime');
  return {
    [`${require.resolve('@module-federation/webpack-bundler-runtime')}$`]: hostBundlerRuntime,
    '@module-federation/webpack-bundler-runtime$': hostBundlerRuntime,
  };
}

/** The shell's federation runtime plugins: in production, the bundler runtime it hands the remotes. */
const PROVIDE_BUNDLER_RUNTIME = path.join(__dirname, 'shell/src/federation/provideBundlerRuntime.ts');

/** An app's message catalogues, compiled at build time (scripts/rspack/messagesLoader.cjs). */
const catalogRule = {
  test: /[\\/]src[\\/]messages[\\/](?:[\w-]+[\\/])?[a-z]{2}\.json$/,
  loader: path.join(__dirname, 'scripts/rspack/messagesLoader.cjs'),
  type: 'javascript/auto' as const,
};

/**
 * CommonJS packages that browser code imports only for what the site never runs there (each substitute says
 * why): rspack keeps a CommonJS module it cannot prove unused, whatever the minifier then drops. The browser builds
 * resolve them, for these importers only, to small stand-ins (`scripts/rspack/substitutes/`); server builds keep
 * the packages.
 */
const SUBSTITUTES = path.join(__dirname, 'scripts/rspack/substitutes');
const substitute = (file: string) => path.join(SUBSTITUTES, file);
const BROWSER_SUBSTITUTES: RuleSetRule[] = [
  {
    test: /[\\/]node_modules[\\/]react-router[\\/]/,
    resolve: {
      alias: {
        cookie$: substitute('serverCookies.ts'),
        'set-cookie-parser$': substitute('serverCookies.ts'),
      },
    },
  },
  {
    test: /[\\/]node_modules[\\/]@emotion[\\/]react[\\/]/,
    resolve: { alias: { 'hoist-non-react-statics$': substitute('hoistStatics.ts') } },
  },
];

/**
 * rspack's `defaultVendors`, the stand-ins counted as packages: in the package's chunk, where its own code would
 * have been, rather than a chunk (a request) of their own.
 */
const VENDORS = {
  idHint: 'vendors',
  reuseExistingChunk: true,
  test: /[\\/](node_modules|scripts[\\/]rspack[\\/]substitutes)[\\/]/,
  priority: -10,
};

function swcRule(production: boolean, targets: string) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    type: 'javascript/auto' as const,
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production } },
      },
      env: { targets },
    },
  };
}

const buildDefines = (name: AppName, production: boolean, ssr: boolean) =>
  new rspack.DefinePlugin({
    __CLINIC_APP__: JSON.stringify(name),
    __DEV_OVERRIDES__: JSON.stringify(!production),
    // A staging marker a remote may show ('' in normal builds); the nginx e2e builds two visibly different versions with it.
    __BUILD_LABEL__: JSON.stringify(process.env.BUILD_LABEL ?? ''),
    // '' in every real build; `throw-on-mount` only for the canary e2e's broken candidate (shared BuildLabel).
    __BUILD_FAULT__: JSON.stringify(process.env.BUILD_FAULT ?? ''),
    // The server build renders a page once per request; browser-only code paths are compiled out of it.
    __SSR__: JSON.stringify(ssr),
  });

/**
 * An app's server build (`rspack build --env server`): `src/server.tsx` as one CommonJS file in `dist-server/`,
 * evaluated by the site server with SERVER_EXTERNALS supplied (its render worker). One chunk, so it can be
 * loaded from memory with nothing else to resolve.
 */
function serverConfig(name: AppName, dir: string): Configuration {
  return {
    context: dir,
    mode: 'production',
    devtool: false,
    target: 'node20',
    entry: { server: './src/server.tsx' },
    output: {
      path: path.join(dir, 'dist-server'),
      filename: 'server.js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    externalsType: 'commonjs',
    externals: [...SERVER_EXTERNALS],
    resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
    module: {
      rules: [swcRule(true, 'node 20'), catalogRule, { test: /\.css$/, type: 'asset/source' }],
    },
    plugins: [buildDefines(name, true, true), new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    // Readable stack traces in the server's log; the file is never downloaded.
    optimization: { minimize: false },
    performance: false,
  };
}

/**
 * The shell's head script, inline (scripts/rspack/inlineHeadScript.ts), not a bundle entry (the federation
 * runtime would come with one): it keeps the taps made on a server-rendered page before its scripts are live
 * (shell/src/startup/tapCapture.ts), and starts the rendered section's remote files (startRemoteDownloads.ts).
 */
export const HEAD_SCRIPTS = [
  {
    file: path.join(__dirname, 'shell/src/startup/tapCapture.ts'),
    start: { call: 'captureTaps', args: ['document', JSON.stringify(SERVER_RENDERED_ATTRIBUTE)] },
  },
  {
    file: path.join(__dirname, 'shell/src/startup/startRemoteDownloads.ts'),
    start: {
      call: 'startRemoteDownloads',
      args: ['document', JSON.stringify(REMOTE_FETCH_ATTRIBUTE), JSON.stringify(REMOTE_RUN_ATTRIBUTE)],
    },
  },
];

interface AppOptions {
  name: AppName;
  /** The app's folder (pass `__dirname`). */
  dir: string;
  /** What a remote exposes: its routes module and its widgets. The shell exposes nothing. */
  exposes?: Record<string, string>;
  /** The sections of SPEC §2 a remote serves (its `src/expose/sections.ts`); written into its manifest. */
  sections?: DeclaredSections;
}

/**
 * `manifest: true`, plus the remote's sections in `metaData.sections`: the shell learns from the manifest which
 * addresses the remote serves (sectionOwners.ts), so a section's owner is declared by the section's own team.
 * And its route tables' chunks in `metaData.pageChunks` (scripts/rspack/pageChunks.ts).
 */
function manifestOptions(sections: DeclaredSections | undefined) {
  if (!sections) return true;
  return {
    additionalData: ({ stats, compilation }: { stats: { metaData: object }; compilation: Compilation }) => {
      Object.assign(stats.metaData, {
        [MANIFEST_SECTIONS_KEY]: manifestSections(sections),
        [MANIFEST_PAGE_CHUNKS_KEY]: namedChunkFiles(compilation),
      });
    },
  };
}

export function defineApp({ name, dir, exposes, sections }: AppOptions) {
  return (env: { server?: boolean } | undefined, argv: { mode?: string }): Configuration => {
    if (env?.server) return serverConfig(name, dir);
    const production = argv.mode === 'production';
    const isShell = name === 'shell';
    const port = DEV_PORTS[name];
    return {
      context: dir,
      mode: production ? 'production' : 'development',
      devtool: production ? false : 'cheap-module-source-map',
      entry: { main: './src/index.ts' },
      output: {
        path: path.join(dir, 'dist'),
        // Built remotes resolve their chunks next to their manifest, wherever a release puts them; a dev
        // server is absolute so that its standalone page works at deep routes too.
        publicPath: isShell ? '/' : production ? 'auto' : `http://127.0.0.1:${port}/`,
        uniqueName: name,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        clean: true,
      },
      optimization: { splitChunks: { cacheGroups: { defaultVendors: VENDORS } } },
      // Lazy compilation would hand federation a proxy module instead of the exposed one.
      lazyCompilation: false,
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
        // Production only: rspack's development mode drops exports of these ES builds it wrongly thinks unused,
        // and a remote run alone (development) has no shell to take the bundler runtime from.
        alias: production
          ? { ...federationRuntimeAsEsm(), ...(isShell ? {} : bundlerRuntimeFromHost()) }
          : {},
      },
      module: {
        rules: [
          swcRule(production, 'chrome >= 111, firefox >= 115, safari >= 16.4'),
          catalogRule,
          { test: /\.css$/, type: 'css/auto' },
          ...BROWSER_SUBSTITUTES,
        ],
      },
      plugins: [
        new rspack.HtmlRspackPlugin({
          template: path.join(__dirname, 'shell/index.html'),
          title: isShell
            ? 'Клиника — диагностический центр в Алматы'
            : `Клиника — ${name} (отдельный запуск)`,
          templateParameters: { rootId: ROOT_ELEMENT_ID },
        }),
        // The chunk name given to `import('./bootstrap')` in shell/src/index.ts.
        ...(isShell
          ? [
              new PreloadStartupChunksPlugin('bootstrap'),
              new CompileHintsPlugin('bootstrap'),
              new InlineHeadScriptPlugin(HEAD_SCRIPTS),
            ]
          : [new CompileHintsPlugin()]),
        buildDefines(name, production, false),
        // The structured-data builders of @clinic/shared as placeholders: the browser never reads their objects.
        new rspack.NormalModuleReplacementPlugin(/^\.\/seo\/structuredData$/, './seo/structuredData.browser'),
        ...(production ? [new PrecompressAssetsPlugin()] : []),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes ?? {},
          manifest: manifestOptions(sections),
          dts: false,
          // With the default 'version-first', one dead remote blanks the whole shell.
          shareStrategy: 'loaded-first',
          runtimePlugins: production && isShell ? [PROVIDE_BUNDLER_RUNTIME] : [],
          shared: Object.fromEntries(
            SHARED_SINGLETONS.map((pkg) => [pkg, sharedConfig(pkg, production, dir)]),
          ),
          // In production the remotes use the shell's federation runtime instead of shipping ~30 KB gzip of
          // their own each; run alone (dev), a remote keeps its own.
          // `target: 'web'` compiles the runtime's Node loaders out of every bundle. Without the snapshot
          // plugin (manifest support, 1.2 KB gzip) the shell registers each remote by the remote entry its
          // manifest names (shell/src/federation/remoteManifest.ts).
          experiments: {
            optimization: { target: 'web', disableSnapshot: production },
            ...(production ? (isShell ? { provideExternalRuntime: true } : { externalRuntime: true }) : {}),
          },
        }),
      ],
      performance: false,
      devServer: {
        host: '127.0.0.1',
        port,
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // The API serves its pictures under /media too.
        proxy: [{ context: ['/api', '/media'], target: `http://127.0.0.1:${DEV_PORTS.api}` }],
        // The shell in dev discovers the remotes' dev servers the same way production discovers releases.
        setupMiddlewares: isShell
          ? (middlewares) => [
              {
                name: 'dev-remotes-json',
                path: '/remotes.json',
                middleware: (_req: unknown, res: DevResponse) => {
                  res.setHeader('Content-Type', 'application/json');
                  res.setHeader('Cache-Control', 'no-store');
                  res.end(JSON.stringify(devRemotesJson()));
                },
              },
              ...middlewares,
            ]
          : undefined,
      },
    };
  };
}

export function devRemotesJson(): Record<string, string> {
  return Object.fromEntries(
    REMOTE_NAMES.map((remote) => [remote, `http://127.0.0.1:${DEV_PORTS[remote]}/mf-manifest.json`]),
  );
}
