import { ROUTES } from '@clinic/shared';

/** The top navigation of SPEC §1, in its order. */
export const MAIN_NAV = [
  { to: ROUTES.SERVICES, label: 'Услуги' },
  { to: ROUTES.DOCTORS, label: 'Врачи' },
  { to: ROUTES.ANALYSIS, label: 'Анализы' },
  { to: ROUTES.CHECK_UP, label: 'Check up' },
  { to: ROUTES.PROMOTIONS, label: 'Акции' },
] as const;

/** Pages that live in the footer and the burger menu besides the main navigation. */
export const MORE_NAV = [
  { to: ROUTES.ABOUT_US, label: 'О нас' },
  { to: ROUTES.CORPORATE_CLIENTS, label: 'Корпоративным клиентам' },
  { to: ROUTES.CONTACTS, label: 'Контакты' },
] as const;
