/** `npm run preview -- <remote> <version>`: a signed link that shows that version to the browser that opens it. */
import { assertRemoteName, ReleaseError } from './deployRoot';
import { checkedVersion } from './goLive';
import {
  DEFAULT_PREVIEW_HOURS,
  MAX_PREVIEW_HOURS,
  PREVIEW_PARAM,
  previewKey,
  signPreview,
} from './previewToken';

export function previewLink(
  root: string,
  remote: string,
  wanted: string,
  hours = String(DEFAULT_PREVIEW_HOURS),
  site = process.env.SITE_ORIGIN || `http://localhost:${process.env.PORT || 3000}`,
  now = Date.now(),
): string {
  assertRemoteName(remote);
  const valid = Number(hours);
  if (!Number.isFinite(valid) || valid <= 0 || valid > MAX_PREVIEW_HOURS)
    throw new ReleaseError(`--hours takes a number of hours up to ${MAX_PREVIEW_HOURS}, got "${hours}"`);
  if (!/^https?:\/\/[^/?#\s]+$/.test(site))
    throw new ReleaseError(`--site must be an origin such as https://diagnost-clinic.kz, got "${site}"`);
  // The same checks as a release: a preview is what patients would get, so it must be releasable.
  const { version } = checkedVersion(root, remote, wanted);
  const key = previewKey(root, process.env, { create: true });
  if (!key) {
    throw new ReleaseError(
      process.env.DATABASE_URL
        ? 'no preview key on this host yet: start its site server (it keeps the shared key) or set PREVIEW_KEY'
        : 'no preview key: set PREVIEW_KEY or make the deploy root writable',
    );
  }
  const token = signPreview({ remote, version, expires: now + valid * 3_600_000 }, key);
  return `${site}/?${PREVIEW_PARAM}=${token}`;
}
