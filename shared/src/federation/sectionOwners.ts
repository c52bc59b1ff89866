/**
 * Which remote serves which addresses, as the remotes themselves declare it: each remote's build writes the
 * sections of its route table into its mf-manifest.json (`metaData.sections`), and the shell reads them from
 * there (the site server from the deploy root, the browser over the network) instead of keeping a prefix list
 * of its own. A remote that moves or adds a section needs no release of the shell.
 *
 * Dependency-free on purpose, like facts.ts: the build configs load it (`@clinic/shared/manifest`).
 */
import type { RoutePattern } from '../routing/paths';
import { REMOTE_NAMES, type RemoteName } from './facts';

/** The sections of SPEC §2 a remote may serve (the shell serves the other pages itself), and the booking pages. */
export const SECTION_NAMES = [
  'services',
  'promotions',
  'check-up',
  'analysis',
  'doctors-list',
  'booking',
] as const;
export type SectionName = (typeof SECTION_NAMES)[number];

/** One section as a remote's manifest declares it: every address under `prefix` is the remote's. */
export interface ManifestSection {
  section: SectionName;
  /** One path segment, from ROUTES: '/doctors-list'. */
  prefix: string;
}

/**
 * The sections a remote serves, keyed by name (`src/expose/sections.ts` in each remote): its build writes them
 * into its manifest and its route table is built on them. The key is the section, so the two cannot disagree.
 */
export type DeclaredSections = {
  readonly [S in SectionName]?: { readonly section: S; readonly prefix: RoutePattern };
};

/** What a remote's build writes into its manifest's metaData. */
export function manifestSections(declared: DeclaredSections): ManifestSection[] {
  return Object.values(declared).map(({ section, prefix }) => ({ section, prefix }));
}

/** A section and the remote that serves it. */
export interface SectionOwner extends ManifestSection {
  remote: RemoteName;
}

/**
 * The owners as far as they are known: `complete` when the manifest of every remote in REMOTE_NAMES was read.
 * Until then an address nobody claims may still be a remote's (one missing from /remotes.json, or served from
 * another origin), so it is not «not found» yet: a missing remote never turns its pages into 404s.
 */
export interface KnownSectionOwners {
  owners: SectionOwner[];
  complete: boolean;
}

/** The key in a manifest's `metaData` (beside module federation's own `ssrRemoteEntry`). */
export const MANIFEST_SECTIONS_KEY = 'sections';

/** A section's prefix is one segment: a manifest cannot claim the home page or the whole site. */
const PREFIX = /^\/[a-z0-9-]+$/;

function isManifestSection(value: unknown): value is ManifestSection {
  if (value === null || typeof value !== 'object') return false;
  const { section, prefix } = value as Record<string, unknown>;
  return (
    (SECTION_NAMES as readonly unknown[]).includes(section) &&
    typeof prefix === 'string' &&
    PREFIX.test(prefix)
  );
}

/**
 * The sections a remote's mf-manifest.json declares (part of the contract's major: a shell that routes by them
 * cannot route a remote built without them, and the release tool refuses that pair). A manifest
 * without them owns nothing; a malformed entry is an error for the developer who built it, never a guess.
 */
export function sectionsInManifest(remote: RemoteName, manifest: unknown): SectionOwner[] {
  const metaData = (manifest as { metaData?: Record<string, unknown> } | null)?.metaData;
  const declared = metaData?.[MANIFEST_SECTIONS_KEY];
  if (declared === undefined) return [];
  if (!Array.isArray(declared) || !declared.every(isManifestSection)) {
    throw new Error(
      `${remote}'s mf-manifest.json: metaData.${MANIFEST_SECTIONS_KEY} must be a list of { section: one of ${SECTION_NAMES.join(', ')}; prefix: '/one-segment' }`,
    );
  }
  return declared.map(({ section, prefix }) => ({ remote, section, prefix }));
}

/**
 * The owners of all remotes, in the order of REMOTE_NAMES. A prefix or a section claimed twice stays with the
 * first remote that claimed it (the other claim is reported): two remotes can never split one address.
 */
export function mergeSectionOwners(
  claims: readonly SectionOwner[],
  report: (message: string) => void = console.error,
): SectionOwner[] {
  const order = (owner: SectionOwner) => REMOTE_NAMES.indexOf(owner.remote);
  const owners: SectionOwner[] = [];
  for (const claim of [...claims].sort((a, b) => order(a) - order(b))) {
    const taken = owners.find((owner) => owner.prefix === claim.prefix || owner.section === claim.section);
    if (taken) {
      report(
        `[federation] ${claim.remote} claims ${claim.section} at ${claim.prefix}, which ${taken.remote} already serves; ignored`,
      );
    } else owners.push(claim);
  }
  return owners;
}

/**
 * What is known from each remote of REMOTE_NAMES: its sections, or null when its manifest could not be read
 * (not listed, not found, malformed). Complete only when every one was read. The site server (from the deploy
 * root) and the browser (over the network) both end here.
 */
export function knownSectionOwners(perRemote: ReadonlyArray<SectionOwner[] | null>): KnownSectionOwners {
  return {
    owners: mergeSectionOwners(perRemote.flatMap((sections) => sections ?? [])),
    complete: perRemote.every(Boolean),
  };
}

/** The owner of an address: its first segment is a section's prefix. */
export function ownerOf(owners: readonly SectionOwner[], pathname: string): SectionOwner | undefined {
  return owners.find(({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
