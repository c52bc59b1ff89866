/**
 * robots.txt: everything public may be crawled (the API and bundles are not pages); the sitemap's absolute URL;
 * Yandex's Clean-param so links with campaign tags count as the page itself.
 */
export const robotsTxt = (origin: string) =>
  [
    'User-agent: *',
    'Disallow: /api/',
    'Allow: /',
    '',
    'User-agent: Yandex',
    'Disallow: /api/',
    'Allow: /',
    'Clean-param: utm_source&utm_medium&utm_campaign&utm_content&utm_term',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
