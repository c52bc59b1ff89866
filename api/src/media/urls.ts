import type { Locale } from '@clinic/shared/core';

/**
 * Same-origin URLs of the generated media, so the seed works behind any host name. A picture whose caption is
 * in a language has a URL of its own in Kazakh, `?lang=kk` (`/media/services/….svg?lang=kk`), drawn with the
 * Kazakh caption: the URL alone names a picture, so browsers and caches keep the two apart. The path stays the
 * Russian one: the site server draws link previews of /media/ paths without a query only (it reads the Russian
 * lists), and a Kazakh page's preview falls back to the clinic's picture rather than to a missing one. A picture
 * whose caption is the same in both (a doctor's name) has one URL.
 */
export const imageUrl = (kind: string, name: string, locale: Locale = 'ru'): string =>
  `/media/${kind}/${name}.svg${locale === 'ru' ? '' : `?lang=${locale}`}`;

export const docUrl = (name: string): string => `/media/docs/${name}.pdf`;

/** Names allowed in media URLs: latin slugs only, which keeps the generators free of path tricks. */
export const MEDIA_NAME = /^[a-z0-9][a-z0-9-]{0,99}$/;
