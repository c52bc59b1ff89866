/**
 * A signing key kept in a file of the deploy root (the site secret, the preview key), readable by its owner only.
 * The first line is the key that signs; after a rotation a second line holds the previous key and the time (ms
 * since the epoch) until which it is still accepted, so that what it signed holds until it would expire anyway.
 * With DATABASE_URL the file is each host's copy of the key every host shares (site-server/src/secret/).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface KeyRecord {
  key: string;
  previous?: { key: string; until: number };
}

/** The keys a token may be signed with at `now`: the current one, then the previous one until its time ends. */
export function acceptedKeys(record: KeyRecord | null, now = Date.now()): string[] {
  if (!record) return [];
  return record.previous && record.previous.until > now ? [record.key, record.previous.key] : [record.key];
}

/** `record` after a rotation to `fresh`: the old key stays accepted for `graceMs`, or not at all (`revoke`). */
export function rotatedRecord(
  record: KeyRecord | null,
  fresh: string,
  { graceMs, now = Date.now(), revoke = false }: { graceMs: number; now?: number; revoke?: boolean },
): KeyRecord {
  if (!record || revoke) return { key: fresh };
  return { key: fresh, previous: { key: record.key, until: now + graceMs } };
}

export const sameRecord = (a: KeyRecord | null, b: KeyRecord | null): boolean =>
  a?.key === b?.key && a?.previous?.key === b?.previous?.key && a?.previous?.until === b?.previous?.until;

export const formatKeyRecord = ({ key, previous }: KeyRecord): string =>
  `${key}\n${previous ? `${previous.key} ${previous.until}\n` : ''}`;

/** The record in `text`, or null when it is not one (a key is one word; the previous one has its end time). */
export function parseKeyRecord(text: string): KeyRecord | null {
  const [first = '', second, ...rest] = text.trim().split('\n');
  const key = first.trim();
  if (!/^\S+$/.test(key) || rest.length) return null;
  if (second === undefined) return { key };
  const [previous = '', until = '', ...extra] = second.trim().split(/\s+/);
  if (!/^\S+$/.test(previous) || !/^\d+$/.test(until) || extra.length) return null;
  return { key, previous: { key: previous, until: Number(until) } };
}

/** The file's record; null when there is no file. A file that holds no record is an error for the operator. */
export function readKeyFile(file: string): KeyRecord | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const record = parseKeyRecord(text);
  if (!record) throw new Error(`${file} holds no key; delete it to have a new one made`);
  return record;
}

/** A new name beside `file` for writing it: never read, and removed whatever happens. */
const temporaryOf = (file: string) => `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;

function writeTemporary(file: string, record: KeyRecord): string {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = temporaryOf(file);
  fs.writeFileSync(temporary, formatKeyRecord(record), { mode: 0o600, flag: 'wx' });
  return temporary;
}

/** Replaces the file by rename: a reader sees the old record or the new one, never half of either. */
export function writeKeyFile(file: string, record: KeyRecord): void {
  const temporary = writeTemporary(file, record);
  try {
    fs.renameSync(temporary, file);
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

/**
 * Makes the file with `key` unless there is one: written under a temporary name and hard-linked into place, so of
 * two processes making it at once both end up with the one that won. The record the file holds then.
 */
export function createKeyFile(file: string, key: string): KeyRecord {
  const temporary = writeTemporary(file, { key });
  try {
    fs.linkSync(temporary, file);
  } catch (error) {
    // Another process linked its own first: theirs is the one.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
  const made = readKeyFile(file);
  if (!made) throw new Error(`${file} vanished as it was made`);
  return made;
}
