/**
 * @clinic/deploy: the deploy root and the release state in it. The release CLI (scripts/release) writes it, the
 * site server reads it and its canary controller promotes or ends canaries in it; neither imports the other.
 */
export * from './apps';
export * from './atomicWrite';
export * from './canary';
export * from './canaryState';
export { openPostgresPool, readDatabaseUrl } from './cluster/database';
export * from './cluster/hostSync';
export * from './cluster/sharedRelease';
export * from './contentSecurityPolicy';
export * from './deployRoot';
export * from './deployState';
export * from './goLive';
export * from './history';
export { acceptedKeys } from './keyFile';
export * from './listing';
export * from './livePolicy';
export * from './liveRoot';
export * from './lock';
export * from './missingApps';
export * from './previewLink';
export * from './previewToken';
export * from './prune';
export * from './publish';
export * from './rollback';
export * from './trustedProxies';
export * from './versions';
