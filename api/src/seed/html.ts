// The site's one escaper, by path: the package's index would load React and Chakra into the API.
export { escapeHtml } from '@clinic/shared/src/html/escapeHtml';

/** Plain text of a seed name that may carry markup such as `B<sub>12</sub>`. */
export function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, '');
}
