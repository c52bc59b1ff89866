import { NotFoundMessage } from '@clinic/shared';
import { Navigate } from 'react-router-dom';
import type { ClinicRoute } from '../bus/routeTable';
import type { RoutePattern } from './paths';

/** The bare section address goes to its first page ('/check-up' → '/check-up/list'). */
export const indexRedirectRoute = (to: RoutePattern): ClinicRoute => ({
  index: true,
  element: <Navigate to={to} replace />,
});

/** A way back: `label` is the link's words, or a hook giving them in the page's language (a remote's catalogue). */
export interface BackLink {
  to: RoutePattern;
  label: string | (() => string);
}

/** Any other address in the section: «Страница не найдена», a 404, with this way back. */
export const notFoundRoute = ({ to, label }: BackLink): ClinicRoute => ({
  path: '*',
  element: <SectionNotFound to={to} useLabel={typeof label === 'string' ? () => label : label} />,
});

function SectionNotFound({ to, useLabel }: { to: RoutePattern; useLabel: () => string }) {
  return <NotFoundMessage back={{ to, label: useLabel() }} />;
}
