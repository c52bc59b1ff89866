import { useEffect } from 'react';

const SITE = 'Клиника «Диагност», Алматы';

/** Sets the document title and meta description of a page (patients find the clinic through search). */
export function usePageMeta(title: string, description?: string) {
  useEffect(() => {
    document.title = `${title} — ${SITE}`;
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
