import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The file-system calls the atomic write makes; tests pass a faulty copy to simulate a crash or a full disk. */
export type WriteIo = Pick<
  typeof fs,
  'openSync' | 'writeSync' | 'fsyncSync' | 'fchmodSync' | 'closeSync' | 'renameSync' | 'rmSync'
>;

/**
 * Replaces `file` with `text` so that a reader sees either the old or the new content, never a half-written
 * file: write a temporary file in the same directory, flush it to disk, then rename it over the target (a
 * rename within one file system is atomic). Files are world-readable: nginx workers run as `nobody`.
 */
export function writeFileAtomically(file: string, text: string, io: WriteIo = fs): void {
  const dir = path.dirname(file);
  const temp = path.join(dir, `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    const fd = io.openSync(temp, 'wx', 0o644);
    try {
      io.fchmodSync(fd, 0o644);
      io.writeSync(fd, text);
      io.fsyncSync(fd);
    } finally {
      io.closeSync(fd);
    }
    io.renameSync(temp, file);
  } catch (error) {
    io.rmSync(temp, { force: true });
    throw error;
  }
  syncDirectory(dir);
}

export function writeJsonAtomically(file: string, value: unknown, io?: WriteIo): void {
  writeFileAtomically(file, `${JSON.stringify(value, null, 2)}\n`, io);
}

/** Makes the rename itself durable; some file systems refuse to open a directory, which is fine. */
function syncDirectory(dir: string): void {
  let fd: number | undefined;
  try {
    fd = fs.openSync(dir, 'r');
    fs.fsyncSync(fd);
  } catch {
    // Best effort only.
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}
