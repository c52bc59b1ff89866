import { CLINIC } from '@clinic/shared/core';
import type { BrowserContext } from '@playwright/test';

/**
 * The vacancies page is an external site; tests stub it so a new tab opens without the internet and the
 * assertion is about the URL the site opened.
 */
export async function stubVacanciesSite(context: BrowserContext): Promise<void> {
  await context.route(`${new URL(CLINIC.vacanciesUrl).origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Вакансии</title>' }),
  );
}
