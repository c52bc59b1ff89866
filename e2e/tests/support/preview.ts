/**
 * `E2E_PREVIEW=<remote>@<version>`: every test's browser holds a signed preview of that version (the cookie a
 * preview link sets), so the suites test a candidate across remotes before any patient sees it. The key is the
 * site's (PREVIEW_KEY, or the deploy root's `.preview-key` that `npm run preview` writes).
 */
import path from 'node:path';
import { manifestUrl, PREVIEW_COOKIE, previewKey, signPreview } from '@clinic/deploy';

const REPO = path.resolve(__dirname, '..', '..', '..');

export interface PreviewCookie {
  name: string;
  value: string;
  url: string;
}

let checked: Promise<PreviewCookie> | null = null;

/** The preview cookie for `baseURL`, once the site has shown it takes it (a wrong key must not test the plain site). */
export function previewCookie(wanted: string, baseURL: string): Promise<PreviewCookie> {
  checked ??= (async () => {
    const [remote, version] = wanted.split('@');
    if (!remote || !version) throw new Error(`E2E_PREVIEW must be <remote>@<version>, got "${wanted}"`);
    const root = path.resolve(REPO, process.env.DEPLOY_ROOT || 'dist');
    const key = previewKey(root);
    if (!key)
      throw new Error(`E2E_PREVIEW: no preview key; set PREVIEW_KEY or run npm run preview once (${root})`);
    const value = signPreview({ remote: remote as never, version, expires: Date.now() + 2 * 3_600_000 }, key);
    const remotes = (await (
      await fetch(`${baseURL}/remotes.json`, { headers: { cookie: `${PREVIEW_COOKIE}=${value}` } })
    ).json()) as Record<string, string>;
    if (remotes[remote] !== manifestUrl(remote, version))
      throw new Error(
        `E2E_PREVIEW: the site at ${baseURL} did not take the preview of ${wanted}: ${JSON.stringify(remotes)}`,
      );
    return { name: PREVIEW_COOKIE, value, url: baseURL };
  })();
  return checked;
}
