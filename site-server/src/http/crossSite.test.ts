import type express from 'express';
import { describe, expect, it } from 'vitest';
import { crossSiteReason } from './crossSite';

/** A request to `host` (req.host: the Host header, or a trusted proxy's X-Forwarded-Host) with these headers. */
const requestTo = (host: string, headers: Record<string, string> = {}, protocol = 'http') =>
  ({ host, protocol, get: (name: string) => headers[name.toLowerCase()] }) as unknown as express.Request;

describe('crossSiteReason: the one rule for bookings and /ops', () => {
  it('lets a page of this site through, and a request that says nothing of where it comes from', () => {
    expect(crossSiteReason(requestTo('clinic.kz', { 'sec-fetch-site': 'same-origin' }))).toBeNull();
    expect(crossSiteReason(requestTo('clinic.kz', { origin: 'http://clinic.kz' }))).toBeNull();
    expect(crossSiteReason(requestTo('localhost:3000', { origin: 'http://localhost:3000' }))).toBeNull();
    expect(crossSiteReason(requestTo('clinic.kz'))).toBeNull();
  });

  it('compares hosts as URL writes them: case and the default port do not make another site', () => {
    expect(crossSiteReason(requestTo('Clinic.KZ', { origin: 'http://clinic.kz' }))).toBeNull();
    expect(crossSiteReason(requestTo('clinic.kz:443', { origin: 'https://clinic.kz' }, 'https'))).toBeNull();
  });

  it('refuses another site however the browser says it, an empty Sec-Fetch-Site too', () => {
    expect(crossSiteReason(requestTo('clinic.kz', { 'sec-fetch-site': 'cross-site' }))).toBe(
      'Sec-Fetch-Site: cross-site',
    );
    expect(crossSiteReason(requestTo('clinic.kz', { 'sec-fetch-site': 'same-site' }))).toMatch(/same-site/);
    expect(crossSiteReason(requestTo('clinic.kz', { 'sec-fetch-site': '' }))).toMatch(/Sec-Fetch-Site/);
    expect(crossSiteReason(requestTo('clinic.kz', { origin: 'http://evil.kz' }))).toBe(
      'Origin http://evil.kz is not this site (clinic.kz)',
    );
    expect(crossSiteReason(requestTo('clinic.kz', { origin: 'http://clinic.kz:8080' }))).toMatch(
      /not this site/,
    );
    expect(crossSiteReason(requestTo('clinic.kz', { origin: 'null' }))).toBe('Origin: null');
    expect(crossSiteReason(requestTo('clinic.kz', { origin: `http://${'a'.repeat(5000)}` }))).toMatch(
      /^Origin http:\/\/a{93} is not this site/,
    );
  });

  it('takes a Host that is no address for another site, never a thrown error', () => {
    expect(crossSiteReason(requestTo('bad host', { origin: 'http://clinic.kz' }))).toMatch(/not an address/);
  });
});
