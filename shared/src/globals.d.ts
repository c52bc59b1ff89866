declare const __CLINIC_APP__: string;
/** True outside production builds: development-only switches are compiled out of production. */
declare const __DEV_OVERRIDES__: boolean;
/** BUILD_LABEL at build time ('' normally): a staging marker that tells which build of a remote is live. */
declare const __BUILD_LABEL__: string;
/** True in an app's server build (rspack --env server), false in the browser's. */
declare const __SSR__: boolean;
/** BUILD_FAULT at build time ('' normally); `throw-on-mount` makes a remote's build break once mounted (e2e only). */
declare const __BUILD_FAULT__: string;
