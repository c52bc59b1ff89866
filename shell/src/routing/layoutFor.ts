import { ROUTES } from '@clinic/shared';

/** The layouts of SPEC §2: seven desktop layouts and one mobile layout (services keep their own on mobile). */
export type LayoutName =
  | 'default'
  | 'home'
  | 'for-corporate-clients'
  | 'doctors'
  | 'services'
  | 'promotions'
  | 'services-mobile'
  | 'default-mobile';

const inSection = (pathname: string, section: string) =>
  pathname === section || pathname.startsWith(`${section}/`);

export function layoutFor(pathname: string, isMobile: boolean): LayoutName {
  if (isMobile) return inSection(pathname, ROUTES.SERVICES) ? 'services-mobile' : 'default-mobile';
  if (pathname === ROUTES.HOME) return 'home';
  if (pathname === ROUTES.CORPORATE_CLIENTS) return 'for-corporate-clients';
  if (inSection(pathname, ROUTES.DOCTORS)) return 'doctors';
  if (inSection(pathname, ROUTES.SERVICES)) return 'services';
  if (inSection(pathname, ROUTES.PROMOTIONS)) return 'promotions';
  return 'default';
}

/** Home is the only page without a Back button, on desktop and on mobile (where its layout is the default one). */
export const hasBackButton = (pathname: string) => pathname !== ROUTES.HOME;
export const isMobileLayout = (layout: LayoutName) => layout.endsWith('-mobile');
