/** SITE_SERVERS: how many site servers `npm run start:nginx` runs behind nginx (default 2, at least 1). */
export function siteServerCount(text: string | undefined): number {
  const value = text?.trim() || '2';
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 64) {
    throw new Error(`SITE_SERVERS must be a whole number from 1 to 64, got "${text}"`);
  }
  return Number(value);
}
