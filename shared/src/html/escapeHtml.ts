const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text made safe inside HTML, XML or SVG: in element content and in quoted attribute values alike (`&#39;`
 * rather than `&apos;`, which HTML 4 lacks). The one escaper of the site: pages' heads, sitemaps, link
 * previews, the API's seed markup, and DOMPurify's fail-closed path. Dependency-free, so the API loads it
 * (`@clinic/shared/server`) without the rest of @clinic/shared.
 */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
