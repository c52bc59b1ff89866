import { definePageContent } from '../../pageContent';

export interface ConsentSection {
  title: string;
  paragraphs: readonly string[];
}

/**
 * The consent a patient gives with a booking form, under Law of the Republic of Kazakhstan No. 94-V of 21 May
 * 2013 «О персональных данных и их защите» («Дербес деректер және оларды қорғау туралы»), in one language
 * (`ru.ts`, `kk.ts`): the same sections, paragraph for paragraph. The operator's details come from
 * CLINIC and CLINIC_WORDS (one contacts config).
 */
export interface ConsentContent {
  title: string;
  description: string;
  law: string;
  sections: readonly ConsentSection[];
}

export const CONSENT_CONTENT = definePageContent<ConsentContent>({
  ru: () => import('./ru'),
  kk: () => import('./kk'),
});
