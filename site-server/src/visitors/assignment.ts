/**
 * Which version of each remote a visitor gets: the stable one (remotes.json), a canary's for its share of visitors,
 * or a preview's for the one browser holding its signed link. Pure, so every site server (and nginx in front of
 * them, which passes the cookie through) gives a visitor the same answer without sharing any state but the deploy
 * root.
 */
import crypto from 'node:crypto';
import { type Canaries, type LiveRemotes, manifestUrl, type Preview } from '@clinic/deploy';

/**
 * Where a visitor stands for one canary, in [0, 100): a hash of the visitor and the canary's version. A visitor is
 * in the canary when this is below its share, so raising the share (10 → 50 %) keeps everyone already in it, and
 * each new canary version draws its own visitors.
 */
export function visitorPercentile(visitorId: string, remote: string, version: string): number {
  const digest = crypto.createHash('sha256').update(`${remote}@${version}/${visitorId}`).digest();
  return (digest.readUInt32BE(0) / 2 ** 32) * 100;
}

export function remotesForVisitor(
  stable: LiveRemotes,
  canaries: Canaries,
  visitorId: string | null,
  preview?: Pick<Preview, 'remote' | 'version'>,
): LiveRemotes {
  const remotes = { ...stable };
  if (visitorId) {
    for (const [name, canary] of Object.entries(canaries)) {
      // A remote that is not live at all gets no canary: there is nothing to compare it with.
      if (canary && stable[name] && visitorPercentile(visitorId, name, canary.version) < canary.share)
        remotes[name] = canary.entry;
    }
  }
  if (preview) remotes[preview.remote] = manifestUrl(preview.remote, preview.version);
  return remotes;
}

/** A new visitor's id: random, so it says nothing about the person; 128 bits, so two never meet. */
export const newVisitorId = (): string => crypto.randomBytes(16).toString('base64url');

export const VISITOR_ID = /^[\w-]{16,64}$/;
