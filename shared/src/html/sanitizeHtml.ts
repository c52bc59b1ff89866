import DOMPurify from 'dompurify';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The one gate for HTML from the API: scripts, handlers and javascript: URLs never reach the DOM.
 * Fails closed: where DOMPurify cannot run (it would return its input untouched), everything is escaped.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  if (!DOMPurify.isSupported) return escapeHtml(html);
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] });
}

/** Plain text of an HTML fragment (for search and for aria labels). */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
