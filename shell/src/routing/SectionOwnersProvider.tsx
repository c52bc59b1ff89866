import {
  type KnownSectionOwners,
  knownSectionOwners,
  REMOTE_NAMES,
  type RemoteName,
  type SectionOwner,
  sectionsInManifest,
} from '@clinic/shared';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { type RemoteRegistry, remoteRegistry } from '../federation/remoteRegistry';

/**
 * Which remote serves which address, learnt from the remotes (their manifests' `metaData.sections`), never from
 * a list of the shell's own. A server-rendered page hands over what the server read from the deploy root; a page
 * the browser renders alone reads the live remotes' manifests (immutable files, which the federation runtime
 * reads anyway to load a remote).
 */

async function sectionsOfRemote(remote: RemoteName, manifestUrl: string): Promise<SectionOwner[] | null> {
  try {
    const response = await fetch(manifestUrl);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return sectionsInManifest(remote, await response.json());
  } catch (error) {
    console.error(`[shell] the sections of ${remote} (${manifestUrl}) are unknown:`, error);
    return null;
  }
}

export interface SectionOwnersDiscovery {
  /** Every live remote's sections; an incomplete answer (a manifest that did not load) is asked again next time. */
  discover(): Promise<KnownSectionOwners>;
}

/** The page's discovery of section owners, over its remote registry (a test makes its own of both). */
export function createSectionOwnersDiscovery(
  registry: Pick<RemoteRegistry, 'discoverRemotes'> = remoteRegistry,
): SectionOwnersDiscovery {
  let discovery: Promise<KnownSectionOwners> | null = null;
  const discover = () => {
    discovery ??= (async () => {
      const config = await registry.discoverRemotes();
      // Every remote of the site: one missing from /remotes.json may own the address being asked for.
      const read = await Promise.all(
        REMOTE_NAMES.map((remote) => {
          const url = config[remote];
          if (url) return sectionsOfRemote(remote, url);
          console.error(
            `[shell] remote "${remote}" is not listed in /remotes.json; its sections are unknown`,
          );
          return null;
        }),
      );
      const known = knownSectionOwners(read);
      if (!known.complete) discovery = null;
      return known;
    })().catch((error: unknown) => {
      discovery = null;
      throw error;
    });
    return discovery;
  };
  return { discover };
}

const pageDiscovery = createSectionOwnersDiscovery();

interface SectionOwnersState {
  /** What is known so far; null before the first answer on a page the browser renders alone. */
  known: KnownSectionOwners | null;
  /** The last attempt left some remote's sections unknown. */
  failed: boolean;
  retry(): void;
}

const SectionOwnersContext = createContext<SectionOwnersState>({
  known: null,
  failed: false,
  retry: () => {},
});

/**
 * Starts from the owners the page was rendered with (so hydration routes as the server did) and, while they are
 * incomplete, asks the remotes' manifests. On the server effects never run: the request's owners are final.
 */
export function SectionOwnersProvider({
  initial,
  discovery = pageDiscovery,
  children,
}: {
  initial: KnownSectionOwners | null;
  discovery?: SectionOwnersDiscovery;
  children: ReactNode;
}) {
  const [known, setKnown] = useState(initial);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const complete = known?.complete ?? false;
  // `attempt` is the retry's trigger: a new attempt asks the manifests again.
  useEffect(() => {
    if (complete) return;
    let current = true;
    discovery.discover().then(
      (found) => {
        if (!current) return;
        setKnown(found);
        setFailed(!found.complete);
      },
      (error: unknown) => {
        console.error('[shell] remote discovery failed:', error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [complete, attempt, discovery]);
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);
  const state = useMemo(() => ({ known, failed, retry }), [known, failed, retry]);
  return <SectionOwnersContext.Provider value={state}>{children}</SectionOwnersContext.Provider>;
}

export const useSectionOwners = () => useContext(SectionOwnersContext);
