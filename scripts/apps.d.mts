// Types of apps.mjs for the TypeScript scripts (scripts/release, scripts/nginx).
export declare const REMOTES: readonly ['catalog', 'analyses', 'doctors', 'booking'];
export declare const APPS: readonly { name: 'shell' | (typeof REMOTES)[number]; dir: string }[];
export declare const DEPLOY_ROOT: string;
