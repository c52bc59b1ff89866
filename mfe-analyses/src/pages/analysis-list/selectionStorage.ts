import { cleanIds } from './selectionIds';

/** Versioned: a change of the stored shape gets a new key, and old content is simply ignored. */
export const SELECTION_STORAGE_KEY = 'clinic.analyses.selection.v1';

interface StoredSelection {
  version: 1;
  /** Ids only: prices always come from the current API data, never from the device. */
  ids: number[];
}

/** The ids kept on the device; anything corrupt, foreign or of another version reads as nothing. */
export function parseStoredSelection(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const stored = JSON.parse(raw) as Partial<StoredSelection> | null;
    if (!stored || typeof stored !== 'object' || stored.version !== 1 || !Array.isArray(stored.ids))
      return [];
    return cleanIds(stored.ids);
  } catch {
    return [];
  }
}

export function serializeSelection(ids: readonly number[]): string {
  return JSON.stringify({ version: 1, ids: [...ids] } satisfies StoredSelection);
}

/** localStorage, or nothing where it is disabled (private modes, blocked cookies). */
function deviceStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStoredSelection(storage = deviceStorage()): number[] {
  try {
    return parseStoredSelection(storage?.getItem(SELECTION_STORAGE_KEY) ?? null);
  } catch {
    return [];
  }
}

export function writeStoredSelection(ids: readonly number[], storage = deviceStorage()): void {
  try {
    if (ids.length) storage?.setItem(SELECTION_STORAGE_KEY, serializeSelection(ids));
    else storage?.removeItem(SELECTION_STORAGE_KEY);
  } catch {
    // A full or blocked storage only costs the patient the restore after a reload.
  }
}
