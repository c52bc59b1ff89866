import { Button, type ButtonVariant, CLINIC } from '@clinic/shared';
import { useShellText } from '../messages/shellText';

/** The external job site, in a new tab (SPEC §2: the vacancies button of home and about). */
export function VacanciesLink({ variant = 'black', label }: { variant?: ButtonVariant; label?: string }) {
  const text = useShellText();
  return (
    <Button asChild variant={variant} size="lg">
      <a href={CLINIC.vacanciesUrl} target="_blank" rel="noopener">
        {label ?? text('vacancies')}
        <span aria-hidden="true">↗</span>
      </a>
    </Button>
  );
}
