/** Escapes text for the seed's rich-text fields and for the generated SVG (XML needs the same five). */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Plain text of a seed name that may carry markup such as `B<sub>12</sub>`. */
export function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, '');
}
