import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * Where a version's files live between the release tool and the hosts, by the SHA-256 of their bytes: a file
 * already stored is never sent again, and a host checks every byte it downloads against its name.
 * PostgreSQL holds them here because it is the one store the site already needs; an object store with
 * conditional writes (S3's If-None-Match) could implement the same three calls.
 */
export interface BlobStore {
  /** The hashes among `hashes` that are stored. */
  has(hashes: string[]): Promise<Set<string>>;
  /** Stores each blob unless stored; returns how many were new. */
  put(blobs: Map<string, Buffer>): Promise<number>;
  /** The stored bytes of each hash (a missing one is absent from the map). */
  get(hashes: string[]): Promise<Map<string, Buffer>>;
}

export const blobHash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Rows per INSERT: a version's files are a few hundred KB, and one statement stays well under any limit. */
const PUT_BATCH = 50;

export function postgresBlobStore(db: pg.Pool): BlobStore {
  return {
    async has(hashes) {
      if (!hashes.length) return new Set();
      const { rows } = await db.query<{ hash: string }>(
        'SELECT hash FROM clinic_blobs WHERE hash = ANY($1::text[])',
        [hashes],
      );
      return new Set(rows.map((row) => row.hash));
    },
    async put(blobs) {
      let added = 0;
      const entries = [...blobs];
      for (let start = 0; start < entries.length; start += PUT_BATCH) {
        const batch = entries.slice(start, start + PUT_BATCH);
        const values = batch.map((_, i) => `($${2 * i + 1}, $${2 * i + 2})`).join(', ');
        const result = await db.query(
          `INSERT INTO clinic_blobs (hash, bytes) VALUES ${values} ON CONFLICT (hash) DO NOTHING`,
          batch.flat(),
        );
        added += result.rowCount ?? 0;
      }
      return added;
    },
    async get(hashes) {
      if (!hashes.length) return new Map();
      const { rows } = await db.query<{ hash: string; bytes: Buffer }>(
        'SELECT hash, bytes FROM clinic_blobs WHERE hash = ANY($1::text[])',
        [hashes],
      );
      return new Map(rows.map((row) => [row.hash, row.bytes]));
    },
  };
}
