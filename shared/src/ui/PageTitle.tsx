import { createContext, useContext, useEffect } from 'react';
import { CLINIC, CLINIC_WORDS } from '../config/clinic';
import { useLocale } from '../i18n/catalogs';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locale';
import type { StructuredData } from '../seo/structuredData';

export interface PageMeta {
  title: string;
  description?: string;
  /** The page's picture as the API gives it (`/media/….svg`): link previews get a PNG the site server draws of it. */
  image?: string | null;
  /** schema.org objects (JSON-LD) built from what the page shows; links may be site paths. */
  structuredData?: StructuredData[];
  /**
   * The page carries something for this visitor alone (a booking form's idempotency key): the site server never
   * keeps it in its page cache, and sends it `Cache-Control: no-store`.
   */
  personal?: boolean;
}

/** The server build's own additions to a page's head, beside its title and description. */
export type PageMetaExtra = Pick<PageMeta, 'image' | 'structuredData' | 'personal'>;

/** On the server, the page's head is collected while rendering (effects never run there). */
export const PageMetaCollector = createContext<((meta: PageMeta) => void) | null>(null);

/** 'Врачи — Клиника «Диагност», Алматы': the page's title and the site's name, in the page's language. */
export const documentTitle = (title: string, locale: Locale = DEFAULT_LOCALE) =>
  `${title} — ${CLINIC_WORDS[locale].name}, ${CLINIC.city}`;

/**
 * Sets the document title and meta description of a page (patients find the clinic through search). The image and
 * structured data only matter to the server's HTML (crawlers and link previews read no script), so the browser
 * ignores them.
 */
export function usePageMeta(title: string, description?: string, extra?: PageMetaExtra) {
  const collect = useContext(PageMetaCollector);
  const locale = useLocale();
  collect?.({ title, description, ...extra });
  useEffect(() => {
    document.title = documentTitle(title, locale);
    if (!description) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description, locale]);
}
