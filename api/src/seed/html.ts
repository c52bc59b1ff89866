// The site's one escaper, from the server entry: the package's index would load React and Chakra here.
export { escapeHtml } from '@clinic/shared/server';

/** Plain text of a seed name that may carry markup such as `B<sub>12</sub>`. */
export function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, '');
}
