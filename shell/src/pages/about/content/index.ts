import { definePageContent } from '../../pageContent';

export interface Statement {
  title: string;
  text: string;
}

/** The about page's text in one language (`ru.ts`, `kk.ts`): the same parts in each. */
export interface AboutContent {
  title: string;
  description: string;
  intro: {
    label: string;
    lead: string;
    more: string;
    /** Under the years of operation («10 лет»). */
    yearsCaption: string;
    /** Under the 30 000+ people treated. */
    treatedCaption: string;
  };
  /** SPEC §2, about us: the clinic's values — quality, cost-effectiveness, accuracy. */
  values: { title: string; items: readonly Statement[] };
  /** SPEC §2, mobile about: the advantages of working at the clinic. */
  advantages: { title: string; items: readonly Statement[] };
  /** The ecosystem of the clinic (what a patient finds under one roof) and the vacancies: the mobile tabs. */
  ecosystem: {
    label: string;
    tab: string;
    vacanciesTab: string;
    lead: string;
    items: readonly string[];
    vacanciesText: string;
  };
  topicsTitle: string;
  /** SPEC §2/§4: the tabbed licence/documentation card. */
  licence: {
    title: string;
    licenceTab: string;
    documentationTab: string;
    licenceText: string;
    documentationText: string;
  };
  work: { title: string; text: string };
}

export const ABOUT_CONTENT = definePageContent<AboutContent>({
  ru: () => import('./ru'),
  kk: () => import('./kk'),
});
