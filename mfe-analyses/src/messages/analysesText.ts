import { defineCatalogs, type Translate, useText } from '@clinic/shared';
import type ru from './ru.json';

/** The analyses remote's own words (the list, the calculator, its not-found), one chunk per language. */
export const ANALYSES_CATALOGS = defineCatalogs('analyses', {
  ru: () => import(/* webpackChunkName: "messages-analyses-ru" */ './ru.json'),
  kk: () => import(/* webpackChunkName: "messages-analyses-kk" */ './kk.json'),
});

export type AnalysesMessage = keyof typeof ru;

export const useAnalysesText = (): Translate<AnalysesMessage> => useText<AnalysesMessage>(ANALYSES_CATALOGS);

/** «Все анализы», the way back of the section's not-found page (`notFoundRoute`). */
export function useAllAnalysesLabel(): string {
  return useAnalysesText()('caption.all');
}
