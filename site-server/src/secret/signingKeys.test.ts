// @vitest-environment node
import { previewKey } from '@clinic/deploy';
import { afterEach, expect, it } from 'vitest';
import { tempDir } from '../testing/servers';
import { openSigningKeys, type SigningKeys } from './signingKeys';

let keys: SigningKeys | undefined;
afterEach(async () => {
  await keys?.close();
});

it('takes the preview key `npm run preview` made after the site server started, at its first use', () => {
  const root = tempDir('clinic-keys-');
  keys = openSigningKeys({ deployRoot: root, env: {}, log: () => {} });
  expect(keys.preview.accepted()).toEqual([]);
  // The release tool, another process, makes the key and prints a link that is opened at once.
  const made = previewKey(root, {}, { create: true });
  expect(made).toBeTruthy();
  expect(keys.preview.accepted()).toEqual([made]);
});
