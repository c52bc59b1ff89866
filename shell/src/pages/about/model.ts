import { CLINIC } from '@clinic/shared';
import { createEffect, createEvent, createStore, sample } from 'effector';

/** The patient opened the about page. */
export const aboutOpened = createEvent();

/** SPEC §4: the licence card shows the licence by default, or the documentation. */
export type LicenceTab = 'license' | 'documentation';
export const licenceTabSelected = createEvent<string>();
export const $licenceTab = createStore<LicenceTab>('license')
  .on(licenceTabSelected, (current, tab) => (tab === 'license' || tab === 'documentation' ? tab : current))
  .reset(aboutOpened);

/**
 * SPEC §2, mobile: the tabs Экосистема/Вакансии. Choosing Вакансии opens the external vacancies page in a new
 * tab and leaves Экосистема selected, so the page the patient returns to is the one they left.
 */
export type AboutTab = 'ecosystem' | 'vacancies';
export const aboutTabSelected = createEvent<string>();
export const $aboutTab = createStore<AboutTab>('ecosystem')
  .on(aboutTabSelected, (current, tab) => (tab === 'ecosystem' ? tab : current))
  .reset(aboutOpened);

export const openVacanciesFx = createEffect(() => {
  window.open(CLINIC.vacanciesUrl, '_blank', 'noopener');
});

sample({ clock: aboutTabSelected, filter: (tab) => tab === 'vacancies', target: openVacanciesFx });
