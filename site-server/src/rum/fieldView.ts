/**
 * The field view as `/ops` and `npm run vitals` show it: the beacons' LCP, INP, CLS and TTFB per page kind ×
 * phone/desktop × language over the last hour and the last day, each with its sample size and the attribution of
 * its slowest sample. One function reads the rows for both (fieldWindows); fieldTable.ts lays them out as text or
 * HTML.
 */
import type { BeaconStore } from './beaconStore';
import type { FieldGroup } from './fieldQuery';

export const FIELD_WINDOWS = [
  { name: 'last hour', ms: 3_600_000 },
  { name: 'last day', ms: 86_400_000 },
] as const;

export interface FieldWindow {
  name: (typeof FIELD_WINDOWS)[number]['name'];
  since: number;
  until: number;
  groups: FieldGroup[];
}

/** Both windows, ending now (the day's is as long as RUM_RETENTION_HOURS keeps, 24 by default). */
export async function fieldWindows(
  store: Pick<BeaconStore, 'readField'>,
  now = Date.now(),
): Promise<FieldWindow[]> {
  return Promise.all(
    FIELD_WINDOWS.map(async ({ name, ms }) => ({
      name,
      since: now - ms,
      until: now,
      groups: await store.readField(now - ms, now),
    })),
  );
}
