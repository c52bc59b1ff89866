import { beforeEach, describe, expect, it } from 'vitest';
import { keepKnown } from './selectionIds';
import {
  parseStoredSelection,
  readStoredSelection,
  SELECTION_STORAGE_KEY,
  serializeSelection,
  writeStoredSelection,
} from './selectionStorage';

describe('the selection kept on the device', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips the ids in their order', () => {
    writeStoredSelection([12, 3, 45]);
    expect(readStoredSelection()).toEqual([12, 3, 45]);
    expect(JSON.parse(localStorage.getItem(SELECTION_STORAGE_KEY)!)).toEqual({
      version: 1,
      ids: [12, 3, 45],
    });
  });

  it('reads corrupt content as nothing, never throws', () => {
    for (const raw of [
      '{not json',
      'null',
      '42',
      '"ids"',
      '[1,2,3]',
      '{"version":1}',
      '{"version":1,"ids":"1,2"}',
    ])
      expect(parseStoredSelection(raw)).toEqual([]);
  });

  it('ignores another version of the format', () => {
    expect(parseStoredSelection('{"version":2,"ids":[1,2]}')).toEqual([]);
  });

  it('keeps only what can be an id, once each', () => {
    const raw = JSON.stringify({ version: 1, ids: [5, '7', -1, 0, 2.5, null, { id: 3 }, 'x', 5, 1e20] });
    expect(parseStoredSelection(raw)).toEqual([5, 7]);
  });

  it('drops ids the current API data does not know', () => {
    const known = new Map([
      [1, {}],
      [7, {}],
    ]);
    expect(keepKnown([7, 999, 1, 404], known)).toEqual([7, 1]);
  });

  it('clears the key when nothing is selected, and survives a storage that throws', () => {
    writeStoredSelection([1]);
    writeStoredSelection([]);
    expect(localStorage.getItem(SELECTION_STORAGE_KEY)).toBeNull();
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(readStoredSelection(broken)).toEqual([]);
    expect(() => writeStoredSelection([1], broken)).not.toThrow();
  });

  it('serialises ids only (no prices, no names)', () => {
    expect(serializeSelection([4, 2])).toBe('{"version":1,"ids":[4,2]}');
  });
});
