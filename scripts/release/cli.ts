/**
 * The release tool. Run through npm (deploy root `dist/`, `DEPLOY_ROOT` overrides):
 *   npm run release  -- <remote> [<version>] [--force] [--base-url <origin>] [--canary <percent> [--manual]]
 *   npm run promote  -- <remote> [--to <percent>]
 *   npm run rollback -- <remote> [--to <version>] [--force]
 *   npm run releases [-- --json]
 *   npm run preview  -- <remote> <version> [--hours <N>] [--site <origin>]
 *   npm run prune    -- --keep <N> [--dry-run]
 * Exit 0 on success, 1 on a refusal (the reason on stderr), 2 on a usage error. With DATABASE_URL every command
 * acts on the release state the hosts share (deploy/src/cluster/sharedRelease.ts).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  type CanaryLines,
  type CanaryResult,
  defaultDeployRoot,
  endCanary,
  formatReleases,
  type GoLiveResult,
  goLive,
  listReleases,
  parseShare,
  previewLink,
  promote,
  prune,
  REMOTES,
  ReleaseError,
  type RemoteName,
  readCanaries,
  readDatabaseUrl,
  rollback,
  sharedRelease,
  startCanary,
} from '@clinic/deploy';

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  root?: string;
  /** Lines under a running canary in `releases`: its health so far (the site server's beacons, see below). */
  canaryLines?: CanaryLines;
}

const USAGE = `usage:
  npm run release  -- <remote> [<version>] [--force] [--base-url <origin>] [--canary <percent> [--manual]]
  npm run promote  -- <remote> [--to <percent>]
  npm run rollback -- <remote> [--to <version>] [--force]
  npm run releases [-- --json]
  npm run preview  -- <remote> <version> [--hours <N>] [--site <origin>]
  npm run prune    -- --keep <N> [--dry-run]
deploy root: DEPLOY_ROOT (default dist/); DATABASE_URL: the state every host shares`;

class UsageError extends Error {}

function describe(result: GoLiveResult, root: string): string {
  if (!result.changed) return `${result.remote} ${result.version} is already live; nothing changed`;
  return (
    `${result.remote}: ${result.previous ?? '(none)'} → ${result.version} is live` +
    ` (${path.join(root, 'remotes.json')} rewritten; the shell and the other remotes untouched)`
  );
}

function describeCanary({ remote, version, stable, share }: CanaryResult): string {
  if (share === 0)
    return `${remote}: the canary ${version} ended; every visitor gets ${stable ?? '(none)'} again`;
  if (share === 100) return `${remote}: ${version} is live for every visitor (promoted from its canary)`;
  return `${remote}: ${version} is live for ${share} % of visitors, ${stable} for the rest`;
}

const isRemote = (name: string): name is RemoteName => (REMOTES as readonly string[]).includes(name);

function parse(args: string[]) {
  try {
    return parseArgs({
      args,
      allowPositionals: true,
      options: {
        force: { type: 'boolean', default: false },
        to: { type: 'string' },
        'base-url': { type: 'string' },
        keep: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
        canary: { type: 'string' },
        manual: { type: 'boolean', default: false },
        hours: { type: 'string' },
        site: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

export function run(argv: string[], io: CliIo = { out: console.log, err: console.error }): number {
  const root = io.root ?? defaultDeployRoot();
  try {
    const [command, ...rest] = argv;
    const { values, positionals } = parse(rest);
    if (values.help || !command) {
      io.out(USAGE);
      return command ? 0 : 2;
    }
    const options = { force: values.force, baseUrl: values['base-url'], warn: io.err };
    const [remote = '', version, ...extra] = positionals;
    if (extra.length) throw new UsageError(`unexpected arguments: ${extra.join(' ')}`);
    switch (command) {
      case 'release':
        if (values.canary !== undefined) {
          const share = parseShare(values.canary, '--canary');
          io.out(
            describeCanary(startCanary(root, remote, version, share, { ...options, manual: values.manual })),
          );
        } else io.out(describe(goLive(root, remote, version, options), root));
        return 0;
      case 'promote': {
        if (version) throw new UsageError('promote takes the remote only; the canary names its version');
        const to = values.to === undefined ? 100 : parseShare(values.to, '--to');
        io.out(describeCanary(promote(root, remote, to, options)));
        return 0;
      }
      case 'rollback':
        if (version) throw new UsageError('name the version with --to <version>');
        // A running canary is what a rollback ends first (at once, for everyone); the stable version stays.
        if (!values.to && isRemote(remote) && readCanaries(root)[remote]) {
          io.out(describeCanary(endCanary(root, remote, options)));
          return 0;
        }
        io.out(describe(rollback(root, remote, values.to, options), root));
        return 0;
      case 'preview': {
        if (!version)
          throw new UsageError('name the version to preview: npm run preview -- <remote> <version>');
        io.out(previewLink(root, remote, version, values.hours, values.site));
        return 0;
      }
      case 'releases': {
        const releases = listReleases(root);
        io.out(values.json ? JSON.stringify(releases, null, 2) : formatReleases(releases, io.canaryLines));
        return 0;
      }
      case 'prune': {
        if (values.keep === undefined) throw new UsageError('say how many versions to keep: --keep <N>');
        const removed = prune(root, Number(values.keep), { dryRun: values['dry-run'] });
        const verb = values['dry-run'] ? 'would remove' : 'removed';
        for (const v of removed) io.out(`${verb} ${v.remote} ${v.version}`);
        io.out(`${removed.length} version(s) ${verb}; live versions are never removed`);
        return 0;
      }
      default:
        throw new UsageError(`unknown command "${command}"`);
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n${USAGE}`);
      return 2;
    }
    if (error instanceof ReleaseError) {
      io.err(`error: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const io: CliIo = { out: console.log, err: console.error };
  // `releases` shows a canary's health so far from the beacons the site servers keep (site-server/src/rum/).
  if (process.argv[2] === 'releases') io.canaryLines = canaryHealthReport(defaultDeployRoot());
  main(process.argv.slice(2), io).then((code) => {
    process.exitCode = code;
  });
}

/** With DATABASE_URL the commands act on the release state every host shares (deploy/src/cluster/). */
async function main(argv: string[], io: CliIo): Promise<number> {
  let databaseUrl: string | undefined;
  try {
    databaseUrl = readDatabaseUrl(process.env.DATABASE_URL);
  } catch (error) {
    io.err(`error: ${(error as Error).message}`);
    return 2;
  }
  if (!databaseUrl) return run(argv, io);
  const root = io.root ?? defaultDeployRoot();
  return sharedRelease(argv, io, { databaseUrl, root, run: (args, lines) => run(args, { ...io, ...lines }) });
}

/**
 * What the site servers' beacons say of each running canary: the site server's own report, run as a process (the
 * release tool and the site server never import each other). No canary, no process.
 */
function canaryHealthReport(root: string): CanaryLines | undefined {
  if (!Object.keys(readCanaries(root)).length) return undefined;
  const repo = path.resolve(import.meta.dirname, '../..');
  const report = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(repo, 'site-server/src/canary/healthReportMain.ts')],
    { env: { ...process.env, DEPLOY_ROOT: path.resolve(root) }, encoding: 'utf8' },
  );
  if (report.status !== 0) {
    console.error(`the canaries’ health is not known: ${report.stderr.trim() || `exit ${report.status}`}`);
    return undefined;
  }
  const lines = JSON.parse(report.stdout) as Record<string, string[]>;
  return (remote) => lines[remote] ?? [];
}
