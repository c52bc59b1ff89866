import { type ElementType, useMemo } from 'react';
import { sanitizeHtml } from './sanitizeHtml';

interface SafeHtmlProps {
  html: string | null | undefined;
  as?: ElementType;
  className?: string;
}

/** The only place in the site that sets inner HTML, and only after `sanitizeHtml` (lint enforces this). */
export function SafeHtml({ html, as: Tag = 'div', className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
