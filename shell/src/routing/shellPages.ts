import { ROUTES } from '@clinic/shared';
import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';

export interface ShellPage {
  path: string;
  /** Its name in the section message if its chunk fails (`shell/<name>`). */
  name: string;
  load: () => Promise<{ default: ComponentType }>;
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
  },
  {
    path: ROUTES.CONTACTS,
    name: 'contacts',
    load: () => import('../pages/contacts/ContactsPage').then((page) => ({ default: page.ContactsPage })),
  },
  {
    path: ROUTES.CORPORATE_CLIENTS,
    name: 'corporate',
    load: () => import('../pages/corporate/CorporatePage').then((page) => ({ default: page.CorporatePage })),
  },
  {
    path: ROUTES.PERSONAL_DATA,
    name: 'personal-data',
    load: () =>
      import('../pages/personal-data/PersonalDataPage').then((page) => ({ default: page.PersonalDataPage })),
  },
];

/**
 * Starts loading the chunk of the shell page at this address, if it is one, before the first render: otherwise
 * it is asked for only when hydration reaches the page, one round trip after the shell's own code (≈ 0.17 s on
 * a throttled phone). A failure is left to the page's own load, which shows it and asks again.
 */
export function preloadShellPage(pathname: string): void {
  const page = SHELL_PAGES.find(({ path }) => matchPath(path, pathname));
  page?.load().catch(() => {});
}
