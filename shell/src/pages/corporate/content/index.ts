import { definePageContent } from '../../pageContent';

/** The corporate page's text in one language (`ru.ts`, `kk.ts`): the same parts in each. */
export interface CorporateContent {
  title: string;
  description: string;
  hero: { label: string; figureCaption: string; text: string; consultation: string };
  /** SPEC §1: voluntary medical insurance for corporate clients, term by term. */
  insurance: { title: string; terms: ReadonlyArray<{ title: string; text: string }> };
  whyUsTitle: string;
}

export const CORPORATE_CONTENT = definePageContent<CorporateContent>({
  ru: () => import('./ru'),
  kk: () => import('./kk'),
});
