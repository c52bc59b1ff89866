import { $locale, type Locale, ROUTES } from '@clinic/shared';
import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { ABOUT_CONTENT } from '../pages/about/content';
import { CONTACTS_CONTENT } from '../pages/contacts/content';
import { CORPORATE_CONTENT } from '../pages/corporate/content';
import { CONSENT_CONTENT } from '../pages/personal-data/content';

export interface ShellPage {
  path: string;
  /** Its name in the section message if its chunk fails (`shell/<name>`). */
  name: string;
  load: () => Promise<{ default: ComponentType }>;
  /** Its text in a language, a chunk of its own (`definePageContent`), when it has more than a few words. */
  content?: { load(locale: Locale): Promise<unknown> };
}

/**
 * The shell's secondary pages, each its own chunk, so `/` carries only the home page (and the about page's
 * interactive kit, its tabs, stays off every other route). `AppRoutes` renders them from this table.
 */
export const SHELL_PAGES: readonly ShellPage[] = [
  {
    path: ROUTES.ABOUT_US,
    name: 'about',
    load: () => import('../pages/about/AboutPage').then((page) => ({ default: page.AboutPage })),
    content: ABOUT_CONTENT,
  },
  {
    path: ROUTES.CONTACTS,
    name: 'contacts',
    load: () => import('../pages/contacts/ContactsPage').then((page) => ({ default: page.ContactsPage })),
    content: CONTACTS_CONTENT,
  },
  {
    path: ROUTES.CORPORATE_CLIENTS,
    name: 'corporate',
    load: () => import('../pages/corporate/CorporatePage').then((page) => ({ default: page.CorporatePage })),
    content: CORPORATE_CONTENT,
  },
  {
    path: ROUTES.PERSONAL_DATA,
    name: 'personal-data',
    load: () =>
      import('../pages/personal-data/PersonalDataPage').then((page) => ({ default: page.PersonalDataPage })),
    content: CONSENT_CONTENT,
  },
];

/**
 * Starts loading the chunk of the shell page at this address, if it is one, and its text in the page's language,
 * before the first render: otherwise they are asked for only when hydration reaches the page, one round trip
 * after the shell's own code (≈ 0.17 s on a throttled phone), the text one more after the page's. A failure is
 * left to the page's own load, which shows it and asks again.
 */
export function preloadShellPage(pathname: string, locale: Locale = $locale.getState()): void {
  const page = SHELL_PAGES.find(({ path }) => matchPath(path, pathname));
  page?.load().catch(() => {});
  page?.content?.load(locale).catch(() => {});
}
