import { createContext, useContext } from 'react';

/**
 * The HTTP status a page means (404 for «Страница не найдена»), collected while the server renders it: a not-found
 * page answered 200 would be a «soft 404» to search engines. The browser has no use for it.
 */
export const PageStatusCollector = createContext<((status: number) => void) | null>(null);

export function usePageStatus(status: number) {
  useContext(PageStatusCollector)?.(status);
}
