import { Button, type ButtonVariant, CLINIC } from '@clinic/shared';

/** The external job site, in a new tab (SPEC §2: the vacancies button of home and about). */
export function VacanciesLink({
  variant = 'black',
  label = 'Вакансии',
}: {
  variant?: ButtonVariant;
  label?: string;
}) {
  return (
    <Button asChild variant={variant} size="lg">
      <a href={CLINIC.vacanciesUrl} target="_blank" rel="noopener">
        {label}
        <span aria-hidden="true">↗</span>
      </a>
    </Button>
  );
}
