/**
 * A tab opened before a deploy keeps the remote versions it registered, and those stay on the server until
 * they are pruned. When one of them can no longer be loaded and /remotes.json now points that remote at a
 * newer version, a reload is the cure: the page starts again on what is live. At most one such reload per
 * 30 s per tab (the time is kept in sessionStorage, so it survives the reload itself). A failure while
 * /remotes.json is unchanged (a dead server, a broken release) does not reload: a reload would fail the same
 * way, and the section's fallback with 'Повторить' serves the patient better.
 */
import { deployMovedOn } from './remoteRegistry';

export const RELOAD_COOLDOWN_MS = 30_000;
export const RELOAD_AT_KEY = 'clinic.reloadedForDeployAt';

/** Takes the one reload allowed in the cooldown; false if one happened recently or storage is unavailable. */
export function claimReload(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined, now: number): boolean {
  try {
    if (!storage) return false;
    const last = Number(storage.getItem(RELOAD_AT_KEY));
    if (last && now >= last && now - last < RELOAD_COOLDOWN_MS) return false;
    storage.setItem(RELOAD_AT_KEY, String(now));
    return true;
  } catch {
    return false; // without storage a reload loop could not be stopped: do not reload at all
  }
}

export interface ReloadDeps {
  movedOn: (remote: string) => Promise<boolean>;
  storage: () => Pick<Storage, 'getItem' | 'setItem'> | undefined;
  reload: () => void;
  now: () => number;
}

const browser: ReloadDeps = {
  movedOn: deployMovedOn,
  storage: () => window.sessionStorage,
  reload: () => window.location.reload(),
  now: () => Date.now(),
};

/** Reloads the page if `remote` (or, for 'unknown', any remote) was redeployed since it loaded. */
export async function reloadIfRedeployed(remote: string, deps: ReloadDeps = browser): Promise<boolean> {
  const moved = await deps.movedOn(remote).catch(() => false);
  if (!moved) return false;
  let storage: ReturnType<ReloadDeps['storage']>;
  try {
    storage = deps.storage();
  } catch {
    storage = undefined;
  }
  if (!claimReload(storage, deps.now())) return false;
  console.warn(`[shell] remote "${remote}" was redeployed since this page loaded: reloading once`);
  deps.reload();
  return true;
}
