import { type ElementType, use, useMemo } from 'react';
import { loadSanitizer } from './sanitizeHtml';

interface SafeHtmlProps {
  html: string | null | undefined;
  as?: ElementType;
  className?: string;
}

/**
 * The only place in the site that sets inner HTML, and only after the sanitiser (lint enforces this).
 * Suspends until the sanitiser has loaded: every remote mount has a Suspense boundary.
 */
export function SafeHtml({ html, as: Tag = 'div', className }: SafeHtmlProps) {
  const sanitize = use(loadSanitizer());
  const clean = useMemo(() => sanitize(html), [sanitize, html]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
