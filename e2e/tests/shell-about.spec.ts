import { CLINIC } from '@clinic/shared/core';
import { stubVacanciesSite } from './support/externalPages';
import { expect, onPhone, test } from './support/fixtures';

test('about us: title, the clinic in figures and its values', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page).toHaveTitle(/^О клинике — /);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /30 000/);
  await expect(page.getByRole('heading', { level: 1, name: 'О клинике' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText('10 лет');
  await expect(main).toContainText('30 000+');
  const values = main.getByRole('region', { name: 'Наши ценности', exact: true });
  for (const value of ['Качество', 'Экономичность', 'Точность']) {
    await expect(values.getByRole('heading', { name: value })).toBeVisible();
  }
});

test('about us: the tabs and the vacancies (licence card on desktop, Экосистема/Вакансии on mobile)', async ({
  page,
  context,
}) => {
  await stubVacanciesSite(context);
  await page.goto('/about-us');

  if (onPhone()) {
    const ecosystem = page.getByRole('tab', { name: 'Экосистема' });
    const vacancies = page.getByRole('tab', { name: 'Вакансии' });
    await expect(ecosystem).toHaveAttribute('aria-selected', 'true');
    const [tab] = await Promise.all([context.waitForEvent('page'), vacancies.click()]);
    await expect(tab).toHaveURL(CLINIC.vacanciesUrl);
    // The tab returns to Экосистема: the patient comes back to the page they left.
    await expect(ecosystem).toHaveAttribute('aria-selected', 'true');
    await expect(vacancies).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByRole('tabpanel', { name: 'Экосистема' })).toContainText('Собственная лаборатория');

    const advantages = page.getByRole('region', { name: 'Преимущества работы у нас', exact: true });
    for (const advantage of [
      'Обучение сотрудников',
      'Конкурентная заработная плата',
      'Медицинское страхование',
    ]) {
      await expect(advantages.getByRole('heading', { name: advantage })).toBeVisible();
    }
    return;
  }

  const licence = page.getByRole('tab', { name: 'Лицензия' });
  await expect(licence).toHaveAttribute('aria-selected', 'true');
  // By name: the panel just closed stays in the tree for a render after the switch (Ark's presence).
  await expect(page.getByRole('tabpanel', { name: 'Лицензия' })).toContainText(
    'лицензии на медицинскую деятельность',
  );
  await page.getByRole('tab', { name: 'Документация' }).click();
  await expect(page.getByRole('tab', { name: 'Документация' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Документация' })).toContainText(
    'Договор на оказание платных медицинских услуг',
  );

  const topics = page.getByRole('region', { name: 'Темы', exact: true });
  await expect(topics.getByRole('link', { name: 'Врачи' })).toHaveAttribute('href', '/doctors-list');

  const vacancies = page.getByRole('main').getByRole('link', { name: /Вакансии/ });
  await expect(vacancies).toHaveAttribute('target', '_blank');
  await expect(vacancies).toHaveAttribute('rel', 'noopener');
  const [tab] = await Promise.all([context.waitForEvent('page'), vacancies.click()]);
  await expect(tab).toHaveURL(CLINIC.vacanciesUrl);
});
