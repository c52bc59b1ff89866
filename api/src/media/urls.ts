/** Same-origin URLs of the generated media, so the seed works behind any host name. */
export const imageUrl = (kind: string, name: string): string => `/media/${kind}/${name}.svg`;

export const docUrl = (name: string): string => `/media/docs/${name}.pdf`;

/** Names allowed in media URLs: latin slugs only, which keeps the generators free of path tricks. */
export const MEDIA_NAME = /^[a-z0-9][a-z0-9-]{0,99}$/;
