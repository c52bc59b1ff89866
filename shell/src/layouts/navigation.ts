import { ROUTES } from '@clinic/shared';
import type { ShellMessage } from '../messages/shellText';

interface NavItem {
  to: string;
  label: ShellMessage;
}

/** The top navigation of SPEC §1, in its order. */
export const MAIN_NAV: readonly NavItem[] = [
  { to: ROUTES.SERVICES, label: 'nav.services' },
  { to: ROUTES.DOCTORS, label: 'nav.doctors' },
  { to: ROUTES.ANALYSIS, label: 'nav.analyses' },
  { to: ROUTES.CHECK_UP, label: 'nav.checkUp' },
  { to: ROUTES.PROMOTIONS, label: 'nav.promotions' },
];

/** Pages that live in the footer and the burger menu besides the main navigation. */
export const MORE_NAV: readonly NavItem[] = [
  { to: ROUTES.ABOUT_US, label: 'nav.about' },
  { to: ROUTES.CORPORATE_CLIENTS, label: 'nav.corporate' },
  { to: ROUTES.CONTACTS, label: 'nav.contacts' },
];
