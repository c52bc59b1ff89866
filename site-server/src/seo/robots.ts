import { ROUTES } from '@clinic/shared';

/**
 * robots.txt: everything public may be crawled but the API and the booking forms (a form per doctor, service and
 * promotion that every page links to: no content, and no crawler should spend its visits there); the sitemap's
 * absolute URL; Yandex's Clean-param so links with campaign tags count as the page itself.
 */
const CLOSED = ['Disallow: /api/', `Disallow: ${ROUTES.BOOKING}/`];

export const robotsTxt = (origin: string) =>
  [
    'User-agent: *',
    ...CLOSED,
    'Allow: /',
    '',
    'User-agent: Yandex',
    ...CLOSED,
    'Allow: /',
    'Clean-param: utm_source&utm_medium&utm_campaign&utm_content&utm_term',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
