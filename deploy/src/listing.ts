import { LOCALES } from '@clinic/shared/core';
import { type Canary, readCanaries } from './canaryState';
import { REMOTES, readLiveRemotes, readShellInfo, type ShellInfo, versionOfEntry } from './deployRoot';
import { type HistoryEntry, historyOf, lastLiveAt, readHistory, rollbackTarget } from './history';
import { listBuiltVersions } from './versions';

export type VersionStatus = 'live' | 'canary' | 'previous' | 'was live' | 'never live' | 'pruned';

export interface VersionRow {
  version: string;
  status: VersionStatus;
  builtAt?: string;
  sharedVersion?: string;
  label?: string;
  lastLiveAt?: string;
  /** BuildInfo.locales. */
  locales?: Record<string, number>;
}

export interface RemoteReleases {
  remote: string;
  /** The remotes.json entry as it is (a URL outside /mfe/<name>/<version>/ is shown as is). */
  entry?: string;
  live?: string;
  /** A version live for a share of visitors (canary.json), if any. */
  canary?: Canary;
  versions: VersionRow[];
  history: HistoryEntry[];
}

export interface Releases {
  shell?: ShellInfo;
  remotes: RemoteReleases[];
}

/** What `npm run releases` shows: per remote, the live version, the rollback target, every other version. */
export function listReleases(root: string): Releases {
  const liveRemotes = readLiveRemotes(root);
  const history = readHistory(root);
  const canaries = readCanaries(root);
  const remotes = REMOTES.map((remote): RemoteReleases => {
    const entries = historyOf(history, remote);
    const live = versionOfEntry(remote, liveRemotes[remote]);
    const previous = rollbackTarget(entries, live);
    const lastLive = lastLiveAt(entries);
    const built = listBuiltVersions(root, remote);
    const canary = canaries[remote];
    const rows: VersionRow[] = built.map((v) => ({
      version: v.version,
      status:
        v.version === live
          ? 'live'
          : v.version === canary?.version
            ? 'canary'
            : v.version === previous
              ? 'previous'
              : lastLive.has(v.version)
                ? 'was live'
                : 'never live',
      builtAt: v.builtAt,
      sharedVersion: v.info?.sharedVersion,
      label: v.info?.label,
      lastLiveAt: lastLive.get(v.version),
      locales: v.info?.locales,
    }));
    for (const [version, at] of lastLive) {
      if (!built.some((v) => v.version === version)) rows.push({ version, status: 'pruned', lastLiveAt: at });
    }
    return { remote, entry: liveRemotes[remote], live, canary, versions: rows, history: entries };
  });
  return { shell: readShellInfo(root), remotes };
}

const time = (iso?: string) => (iso ? iso.replace('T', ' ').slice(0, 16) : '');

/**
 * What a version says in each of the site's languages: 'kk: no messages' for a language it was built without
 * (its pages show Russian there), 'kk: 3 messages in Russian' for one still missing some.
 */
export function localeGaps(locales: Record<string, number> | undefined): string[] {
  return LOCALES.flatMap((locale) => {
    const missing = locales?.[locale];
    if (missing === undefined) return locale === 'ru' && !locales ? [] : [`${locale}: no messages`];
    return missing ? [`${locale}: ${missing} message${missing === 1 ? '' : 's'} in Russian`] : [];
  });
}

/** Extra lines under a running canary (its health so far, from the beacons), when the caller can read them. */
export type CanaryLines = (remote: string, canary: Canary, stable: string | undefined) => string[];

export function formatReleases({ shell, remotes }: Releases, canaryLines: CanaryLines = () => []): string {
  const lines = [
    shell
      ? `shell     built ${time(shell.builtAt)}, @clinic/shared ${shell.sharedVersion}`
      : 'shell     no shell-info.json (build the shell)',
  ];
  for (const r of remotes) {
    lines.push(
      '',
      `${r.remote.padEnd(9)} ${r.live ? `live ${r.live}` : r.entry ? `live ${r.entry} (outside the deploy root)` : 'not live'}`,
    );
    if (r.canary) {
      const { version, share, since, stepSince, manual } = r.canary;
      lines.push(
        `          canary ${version} for ${share} % of visitors since ${time(since)} (this share since ${time(stepSince)})${manual ? ', manual' : ''}`,
        ...canaryLines(r.remote, r.canary, r.live).map((line) => `          ${line}`),
      );
    }
    for (const row of r.versions) {
      const details = [
        row.builtAt && `built ${time(row.builtAt)}`,
        row.sharedVersion && `@clinic/shared ${row.sharedVersion}`,
        row.label && `label ${row.label}`,
        ...localeGaps(row.locales),
        row.status !== 'live' && row.lastLiveAt && `last live ${time(row.lastLiveAt)}`,
      ].filter(Boolean);
      lines.push(
        `  ${row.status === 'live' ? '*' : ' '} ${row.version.padEnd(18)} ${row.status.padEnd(10)} ${details.join(', ')}`,
      );
    }
  }
  return lines.join('\n');
}
