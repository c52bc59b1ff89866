import type { Doctor, JobTitle } from '@clinic/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiData } from './api';
import { onPhone } from './fixtures';

/** The doctors list's controls, as a patient finds them: every one of them a link, usable before the scripts. */
export const doctorCards = (page: Page) =>
  page.getByRole('list', { name: 'Список врачей' }).getByRole('listitem');
export const sortGroup = (page: Page) => page.getByRole('group', { name: 'Сортировка врачей' });
export const letterGroup = (page: Page) => page.getByRole('group', { name: 'Первая буква специализации' });
export const specialtyList = (page: Page) => page.getByRole('list', { name: 'Специализации' });
/** The phone's 'Выберите специализацию': a native disclosure (it opens without JavaScript), options are links. */
export const specialtyDropdown = (page: Page) =>
  page.locator('summary', { hasText: 'Выберите специализацию' });

/** A specialty some doctors have and others not (so a filter shows something and hides something), and those. */
export async function specialtyOfSome(request: APIRequestContext) {
  const [doctors, titles] = await Promise.all([
    apiData<Doctor[]>(request, '/doctors'),
    apiData<JobTitle[]>(request, '/job-titles'),
  ]);
  const title = titles.find((item) => doctors.filter((d) => d.job_title_ids.includes(item.id)).length > 1)!;
  const ofTitle = doctors.filter((doctor) => doctor.job_title_ids.includes(title.id));
  return {
    doctors,
    titles,
    title,
    ofTitle,
    has: (doctor: Doctor) => doctor.job_title_ids.includes(title.id),
  };
}

/** Follows the link that clears the specialty filter: the phone's 'Все специализации', the desktop's 'Все'. */
export async function clearSpecialty(page: Page) {
  if (onPhone()) {
    await specialtyDropdown(page).click();
    await specialtyList(page).getByRole('link', { name: 'Все специализации' }).click();
  } else {
    await letterGroup(page).getByRole('link', { name: 'Все' }).click();
  }
}

/** What the cards are expected to say, in order: each doctor's name. */
export const namesOf = (doctors: readonly Doctor[]) => doctors.map((doctor) => new RegExp(doctor.name));
