import { defineCatalogs, type Translate, useText } from '@clinic/shared';
import type ru from './ru.json';

/** The doctors remote's own words (its pages and its home-page slider), one chunk per language. */
export const DOCTORS_CATALOGS = defineCatalogs('doctors', {
  ru: () => import(/* webpackChunkName: "messages-doctors-ru" */ './ru.json'),
  kk: () => import(/* webpackChunkName: "messages-doctors-kk" */ './kk.json'),
});

export type DoctorsMessage = keyof typeof ru;
export type DoctorsText = Translate<DoctorsMessage>;

export const useDoctorsText = (): DoctorsText => useText<DoctorsMessage>(DOCTORS_CATALOGS);

/** «Все врачи», the way back of the section's not-found page (`notFoundRoute`). */
export function useAllDoctorsLabel(): string {
  return useDoctorsText()('list.allDoctors');
}
