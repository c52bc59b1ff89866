import { AppLink, ROUTES, useClinicWords } from '@clinic/shared';
import { useShellText } from '../messages/shellText';

export function Logo() {
  const text = useShellText();
  const { name } = useClinicWords();
  return (
    <AppLink
      to={ROUTES.HOME}
      fontWeight="bold"
      fontSize="lg"
      color="brand.700"
      aria-label={text('logo.home', { name })}
    >
      {name}
    </AppLink>
  );
}
