/**
 * A shared module is otherwise bundled whole, because no build knows what the others use. Each of these is
 * built with only the exports the site uses (every app, and for effector, effector-react's own imports of it):
 * react-router-dom whole is ~60 KB gzip and its exports in use ~16 KB; effector 12.2 → 10.0, effector-react
 * 3.7 → 1.7, @emotion/react 6.7 → 6.1 (Chakra's imports of it included). An app that needs another export adds
 * it here (sharedExports.test.ts fails if one is missing). A build keeps the exports it uses itself anyway;
 * the list is what the other builds (the remotes) may ask of the shell's copy.
 */
export const EXPORTS_IN_USE = {
  'react-router-dom': [
    'BrowserRouter',
    'Routes',
    'Route',
    'Navigate',
    'Link',
    'NavLink',
    'Outlet',
    'useHref',
    'useLocation',
    'useNavigate',
    'useParams',
    'useSearchParams',
    'useMatch',
    'generatePath',
    'matchPath',
    'createSearchParams',
    'matchRoutes',
    'useRoutes',
    'useNavigationType',
  ],
  // The apps', then effector-react's (it imports `effector/effector.mjs`, the same shared module).
  // biome-ignore format: one line per source of imports
  effector: [
    'allSettled', 'combine', 'createEffect', 'createEvent', 'createStore', 'fork', 'merge', 'restore', 'sample',
    'is', 'createWatch', 'scopeBind', 'launch',
  ],
  'effector-react': ['Provider', 'useProvidedScope', 'useUnit'],
  // The app's, then Chakra's.
  '@emotion/react': [
    'CacheProvider',
    '__unsafe_useEmotionCache',
    'css',
    'withEmotionCache',
    'ThemeContext',
    'Global',
  ],
} satisfies Record<string, readonly string[]>;
