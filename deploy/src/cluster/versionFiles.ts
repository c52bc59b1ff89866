/** A remote version's folder as blobs and back: uploaded once from wherever it was built, downloaded by each host. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { deployPaths, ReleaseError } from '../deployRoot';
import { listFiles, mkdirReadable } from '../publish';
import { type BlobStore, blobHash } from './blobStore';

interface VersionFile {
  path: string;
  hash: string;
}

export interface VersionRef {
  remote: string;
  version: string;
}

export const versionKey = ({ remote, version }: VersionRef) => `${remote}/${version}`;

/**
 * Uploads a built version from the deploy root: the blobs the store lacks, then the version's row naming its
 * files. The row comes last, so a version is listed only once all its bytes are stored; an upload cut short is
 * finished by the next (the blobs already sent are not sent again). Returns how many blobs were new.
 */
export async function uploadVersion(
  db: pg.Pool,
  blobs: BlobStore,
  root: string,
  { remote, version }: VersionRef,
): Promise<number> {
  const known = await db.query('SELECT 1 FROM clinic_versions WHERE remote = $1 AND version = $2', [
    remote,
    version,
  ]);
  if (known.rowCount) return 0;
  const dir = deployPaths(root).versionDir(remote, version);
  if (!fs.existsSync(dir)) throw new ReleaseError(`${remote} ${version} is not in ${path.dirname(dir)}`);
  const bytes = new Map<string, Buffer>();
  const files: VersionFile[] = listFiles(dir).map((file) => {
    const content = fs.readFileSync(path.join(dir, file));
    const hash = blobHash(content);
    bytes.set(hash, content);
    return { path: file.split(path.sep).join('/'), hash };
  });
  const stored = await blobs.has([...bytes.keys()]);
  for (const hash of stored) bytes.delete(hash);
  const added = await blobs.put(bytes);
  await db.query(
    'INSERT INTO clinic_versions (remote, version, files) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [remote, version, JSON.stringify(files)],
  );
  return added;
}

/** A version folder a host may serve: whole (it appears by one rename) and with every byte as uploaded. */
const isSafePath = (file: string) =>
  file !== '' && !file.startsWith('/') && !file.split('/').some((part) => part === '..' || part === '');

/**
 * Downloads a version into the host's deploy root unless it is there, checking each file against its hash,
 * under a hidden name, then renamed into place: a half-downloaded or tampered version is never served.
 */
export async function downloadVersion(
  db: pg.Pool,
  blobs: BlobStore,
  root: string,
  { remote, version }: VersionRef,
): Promise<'present' | 'downloaded'> {
  const target = deployPaths(root).versionDir(remote, version);
  if (fs.existsSync(target)) return 'present';
  const { rows } = await db.query<{ files: VersionFile[] }>(
    'SELECT files FROM clinic_versions WHERE remote = $1 AND version = $2',
    [remote, version],
  );
  const files = rows[0]?.files;
  if (!files) throw new ReleaseError(`${remote} ${version} was never uploaded to the shared store`);
  const content = await blobs.get([...new Set(files.map((file) => file.hash))]);
  const staging = path.join(path.dirname(target), `.${version}.${randomBytes(4).toString('hex')}.tmp`);
  mkdirReadable(path.dirname(target));
  try {
    for (const file of files) {
      const bytes = content.get(file.hash);
      if (!isSafePath(file.path) || !bytes || blobHash(bytes) !== file.hash)
        throw new ReleaseError(`${remote} ${version}: ${file.path} is missing or does not match its hash`);
      const to = path.join(staging, file.path);
      mkdirReadable(path.dirname(to));
      fs.writeFileSync(to, bytes, { mode: 0o644 });
    }
    fs.renameSync(staging, target);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    // Another site server of this host renamed the same version in first: it is whole, and it is the same.
    if (fs.existsSync(target)) return 'present';
    throw error;
  }
  return 'downloaded';
}
