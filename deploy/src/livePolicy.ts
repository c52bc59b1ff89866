import { contentSecurityPolicy, type PolicySources } from './contentSecurityPolicy';
import { type LiveRoot, perSnapshot } from './liveRoot';

/**
 * The CSP of the shell deployed now (for `holder`, a request: the one it sees), made once per snapshot of the
 * deploy root: a shell release swaps its hashes.
 */
export function livePolicy(
  live: LiveRoot,
  origins: Omit<PolicySources, 'scriptHashes'>,
): (holder?: object) => string {
  const policyOf = perSnapshot(({ scriptHashes }) =>
    contentSecurityPolicy({ ...origins, scriptHashes: [...scriptHashes] }),
  );
  return (holder) => policyOf(live.current(holder));
}
