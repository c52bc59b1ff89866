import { definePageContent } from '../../pageContent';

/** The contacts page's words in one language (`ru.ts`, `kk.ts`); the heading is the menu's «Контакты». */
export interface ContactsContent {
  description: string;
  /** The card of the contact details. */
  reach: string;
  address: string;
  hours: string;
  callback: string;
  /** The map's card, its picture's description, its labels and the link to a real map. */
  map: { label: string; picture: string; park: string; street: string; open: string };
}

export const CONTACTS_CONTENT = definePageContent<ContactsContent>({
  ru: () => import('./ru'),
  kk: () => import('./kk'),
});
