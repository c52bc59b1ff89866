import { describe, expect, it, vi } from 'vitest';
import {
  claimReload,
  RELOAD_AT_KEY,
  RELOAD_COOLDOWN_MS,
  type ReloadDeps,
  reloadIfRedeployed,
} from './reloadOnNewDeploy';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

function deps(overrides: Partial<ReloadDeps> & { storage?: ReloadDeps['storage'] } = {}) {
  const storage = memoryStorage();
  return {
    movedOn: vi.fn(async () => true),
    storage: () => storage,
    reload: vi.fn(),
    now: () => 1_000_000,
    ...overrides,
  } satisfies ReloadDeps;
}

describe('reload after a failed load', () => {
  it('reloads when the failed remote was redeployed since the page loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const d = deps();
    expect(await reloadIfRedeployed('analyses', d)).toBe(true);
    expect(d.movedOn).toHaveBeenCalledWith('analyses');
    expect(d.reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when /remotes.json is unchanged (a dead server): the fallback and its retry serve better', async () => {
    const d = deps({ movedOn: vi.fn(async () => false) });
    expect(await reloadIfRedeployed('doctors', d)).toBe(false);
    expect(d.reload).not.toHaveBeenCalled();
  });

  it('does not reload when /remotes.json cannot be read either', async () => {
    const d = deps({ movedOn: vi.fn(async () => Promise.reject(new Error('offline'))) });
    expect(await reloadIfRedeployed('doctors', d)).toBe(false);
    expect(d.reload).not.toHaveBeenCalled();
  });

  it('reloads at most once per 30 s, counted across the reload itself', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = memoryStorage();
    let now = 5_000_000;
    const d = deps({ storage: () => storage, now: () => now });
    expect(await reloadIfRedeployed('analyses', d)).toBe(true);
    now += RELOAD_COOLDOWN_MS - 1;
    expect(await reloadIfRedeployed('catalog', d)).toBe(false);
    now += 1;
    expect(await reloadIfRedeployed('analyses', d)).toBe(true);
    expect(d.reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads without sessionStorage, where a loop could not be stopped', async () => {
    const d = deps({
      storage: () => {
        throw new Error('SecurityError');
      },
    });
    expect(await reloadIfRedeployed('analyses', d)).toBe(false);
    expect(d.reload).not.toHaveBeenCalled();
  });
});

describe('claimReload', () => {
  it('treats a timestamp from the future (a changed clock) as expired', () => {
    const storage = memoryStorage();
    storage.setItem(RELOAD_AT_KEY, String(10_000_000));
    expect(claimReload(storage, 1_000)).toBe(true);
    expect(storage.getItem(RELOAD_AT_KEY)).toBe('1000');
  });
});
