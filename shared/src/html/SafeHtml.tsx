import { type ElementType, use, useMemo } from 'react';
import { isPlainText, loadSanitizer } from './sanitizeHtml';

interface SafeHtmlProps {
  html: string | null | undefined;
  as?: ElementType;
  className?: string;
}

/**
 * The only place in the site that sets inner HTML, and only after the sanitiser (lint enforces this).
 * Suspends until the sanitiser has loaded (every remote mount has a Suspense boundary), unless the text has
 * no markup at all (`isPlainText`): that is its own clean HTML, and hydrates without waiting for DOMPurify.
 */
export function SafeHtml({ html, as: Tag = 'div', className }: SafeHtmlProps) {
  const sanitize = !html || isPlainText(html) ? null : use(loadSanitizer());
  const clean = useMemo(() => (sanitize ? sanitize(html) : (html ?? '')), [sanitize, html]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
