import { describe, expect, it, vi } from 'vitest';
import {
  knownSectionOwners,
  manifestSections,
  mergeSectionOwners,
  ownerOf,
  type SectionOwner,
  sectionsInManifest,
} from './sectionOwners';

const doctors: SectionOwner = { remote: 'doctors', section: 'doctors-list', prefix: '/doctors-list' };
const analyses: SectionOwner = { remote: 'analyses', section: 'analysis', prefix: '/analysis' };

describe('section owners: which remote serves which address, as the remotes declare it', () => {
  it('a build writes the declared sections; the shell reads them back from the manifest', () => {
    const written = manifestSections({
      services: { section: 'services', prefix: '/services' },
      promotions: { section: 'promotions', prefix: '/promotions' },
    });
    expect(sectionsInManifest('catalog', { metaData: { sections: written } })).toEqual([
      { remote: 'catalog', section: 'services', prefix: '/services' },
      { remote: 'catalog', section: 'promotions', prefix: '/promotions' },
    ]);
  });

  it('a manifest from before the contract owns nothing; a malformed one is a developer’s error', () => {
    expect(sectionsInManifest('booking', { metaData: { name: 'booking' } })).toEqual([]);
    for (const sections of [
      'doctors',
      [{ section: 'doctors', prefix: '/doctors-list' }],
      [{ section: 'doctors-list', prefix: '/' }],
      [{ section: 'doctors-list', prefix: '/doctors-list/list' }],
      [{ section: 'doctors-list' }],
    ]) {
      expect(
        () => sectionsInManifest('doctors', { metaData: { sections } }),
        JSON.stringify(sections),
      ).toThrow(/doctors's mf-manifest.json: metaData.sections must be a list/);
    }
  });

  it('a prefix or section claimed twice stays with the first remote, and the other claim is reported', () => {
    const report = vi.fn();
    const rival: SectionOwner = { remote: 'catalog', section: 'services', prefix: '/doctors-list' };
    // In the order of REMOTE_NAMES (catalog, analyses, doctors, booking), whatever order they were read in.
    expect(mergeSectionOwners([doctors, analyses, rival], report)).toEqual([rival, analyses]);
    expect(report).toHaveBeenCalledWith(
      expect.stringMatching(/doctors claims doctors-list at \/doctors-list/),
    );
  });

  it('the owners are complete only when every remote’s sections were read', () => {
    const booking: SectionOwner = { remote: 'booking', section: 'booking', prefix: '/booking' };
    expect(knownSectionOwners([[], [analyses], [doctors], [booking]])).toEqual({
      owners: [analyses, doctors, booking],
      complete: true,
    });
    // The doctors' manifest was not read: its addresses are not «not found» yet.
    expect(knownSectionOwners([[], [analyses], null, [booking]])).toEqual({
      owners: [analyses, booking],
      complete: false,
    });
  });

  it('an address belongs to the section whose prefix is its first segment, and only then', () => {
    const owners = [analyses, doctors];
    expect(ownerOf(owners, '/doctors-list')).toBe(doctors);
    expect(ownerOf(owners, '/doctors-list/ivanov-ivan')).toBe(doctors);
    expect(ownerOf(owners, '/analysis/list')).toBe(analyses);
    expect(ownerOf(owners, '/doctors-listing')).toBeUndefined();
    expect(ownerOf(owners, '/contacts')).toBeUndefined();
  });
});
