import { AppLink, CLINIC, ROUTES } from '@clinic/shared';

export function Logo() {
  return (
    <AppLink
      to={ROUTES.HOME}
      fontWeight="bold"
      fontSize="lg"
      color="brand.700"
      aria-label={`${CLINIC.name} — на главную`}
    >
      {CLINIC.name}
    </AppLink>
  );
}
