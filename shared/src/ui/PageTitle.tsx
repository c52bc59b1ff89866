import { createContext, useContext, useEffect } from 'react';

const SITE = 'Клиника «Диагност», Алматы';

export interface PageMeta {
  title: string;
  description?: string;
}

/** On the server, the page's head is collected while rendering (effects never run there). */
export const PageMetaCollector = createContext<((meta: PageMeta) => void) | null>(null);

export const documentTitle = (title: string) => `${title} — ${SITE}`;

/** Sets the document title and meta description of a page (patients find the clinic through search). */
export function usePageMeta(title: string, description?: string) {
  const collect = useContext(PageMetaCollector);
  collect?.({ title, description });
  useEffect(() => {
    document.title = documentTitle(title);
    if (!description) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
