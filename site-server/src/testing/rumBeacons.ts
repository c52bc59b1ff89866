import { randomBytes } from 'node:crypto';
import type { RumBeaconEntry, RumFieldRow, RumRow } from '../rum/beaconStore';

/** One remote's part of a beacon: doctors 1.0.0-aaaaaaaa, healthy and without vitals unless `patch` says. */
export const row = (patch: Partial<RumRow> = {}): RumRow => ({
  remote: 'doctors',
  version: '1.0.0-aaaaaaaa',
  owned: true,
  errors: 0,
  fallbacks: 0,
  loadFailures: 0,
  hydrationErrors: 0,
  lcp: null,
  inp: null,
  cls: null,
  ...patch,
});

/** A checked beacon of `rows` (one view unless said), with a token of its own, from one visitor and address. */
export const beacon = (rows: RumRow[], patch: Partial<RumBeaconEntry> = {}): RumBeaconEntry => ({
  token: `token-${randomBytes(6).toString('hex')}`,
  until: Date.now() + 1_800_000,
  visitor: 'visitor-a',
  address: '10.0.0.1',
  views: 1,
  rows,
  ...patch,
});

/** One page view for the field view: the doctors' list on a phone in Russian, without vitals unless `patch` says. */
export const field = (patch: Partial<RumFieldRow> = {}): RumFieldRow => ({
  kind: 'doctors-list',
  device: 'phone',
  lang: 'ru',
  lcp: null,
  inp: null,
  cls: null,
  ttfb: null,
  lcpElement: null,
  lcpParts: null,
  inpRemote: null,
  inpScript: null,
  inpPhase: null,
  ...patch,
});
