import { NotFoundMessage } from '@clinic/shared';
import { Navigate } from 'react-router-dom';
import type { ClinicRoute } from '../bus/routeTable';
import type { RoutePattern } from './paths';

/** The bare section address goes to its first page ('/check-up' → '/check-up/list'). */
export const indexRedirectRoute = (to: RoutePattern): ClinicRoute => ({
  index: true,
  element: <Navigate to={to} replace />,
});

/** Any other address in the section: «Страница не найдена», a 404, with this way back. */
export const notFoundRoute = (back: { to: RoutePattern; label: string }): ClinicRoute => ({
  path: '*',
  element: <NotFoundMessage back={back} />,
});
