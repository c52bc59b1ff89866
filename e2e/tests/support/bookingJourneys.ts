import type { BookingKind } from '@clinic/shared';
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { PHONE } from '../../devices';
import type { seed } from './api';
import { onPhone } from './fixtures';

export type Seed = Awaited<ReturnType<typeof seed>>;

/** Every way into a booking dialog, with what it must send (booking-entry-points, booking-phone). */
export interface Journey {
  name: string;
  kind: BookingKind;
  /** Opens the page and returns the button that opens the dialog. */
  open(page: Page, data: Seed): Promise<Locator | null>;
  endpoint: string;
  /** The JSON the browser must send besides name and phone. */
  body(data: Seed): Record<string, unknown>;
  /** What the dialog shows about its target. */
  shows?(data: Seed): string;
  /** The dialog's title: the words of the entry point (each booking button's dialog matches it). */
  title: string;
  /** The doctor page: its picked day (`pickedDay`) travels as `preferred_date`. */
  picksDay?: boolean;
  /** Where focus returns when the dialog closes, if not to the opener (the menu's button is gone by then). */
  focusBack?(page: Page): Locator;
}

export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).first();
/** A booking entry point: a link to its booking page, which opens the dialog once the page is live. */
export const entryPoint = (page: Page, name: string) => page.getByRole('link', { name, exact: true }).first();

export const JOURNEYS: Journey[] = [
  {
    name: 'a service page',
    title: 'Запись на прием',
    kind: 'services',
    open: async (page, { services }) => {
      await page.goto(`/services/details/${services[1]?.slug}`);
      return entryPoint(page, 'Записаться на прием');
    },
    endpoint: '/api/request-services',
    body: ({ services }) => ({ service_id: services[1]?.id }),
    shows: ({ services }) => `Услуга: ${services[1]?.name}`,
  },
  {
    name: 'a promotion page',
    title: 'Запись по акции',
    kind: 'promotion',
    open: async (page, { promotions }) => {
      await page.goto(`/promotions/${promotions[0]?.slug}`);
      return entryPoint(page, 'Записаться на прием');
    },
    endpoint: '/api/request-promotions',
    body: ({ promotions }) => ({ promotion_id: promotions[0]?.id }),
    shows: ({ promotions }) => `Акция: ${promotions[0]?.name}`,
  },
  {
    name: 'a doctor page',
    title: 'Запись к врачу',
    picksDay: true,
    kind: 'doctor',
    open: async (page, { doctors }) => {
      await page.goto(`/doctors-list/${doctors[0]?.slug}`);
      return entryPoint(page, 'Записаться на прием');
    },
    endpoint: '/api/request-doctors',
    body: ({ doctors }) => ({ doctor_id: doctors[0]?.id }),
    shows: ({ doctors }) => `Врач: ${doctors[0]?.name}`,
  },
  {
    name: 'a check-up page',
    title: 'Запись на check-up',
    kind: 'checkup',
    open: async (page, { checkUps }) => {
      await page.goto(`/check-up/adults-details/${checkUps[0]?.slug}`);
      return entryPoint(page, 'Записаться на check-up');
    },
    endpoint: '/api/request-checkups',
    body: ({ checkUps }) => ({ checkup_id: checkUps[0]?.id }),
    shows: ({ checkUps }) => `Программа: ${checkUps[0]?.name}`,
  },
  {
    name: 'corporate clients',
    title: 'Консультация',
    kind: 'mail',
    open: async (page) => {
      await page.goto('/corporate-clients');
      return entryPoint(page, 'Получить консультацию');
    },
    endpoint: '/api/application-feedback',
    body: () => ({ type: 'mail' }),
  },
  {
    name: 'contacts',
    title: 'Обратный звонок',
    kind: 'mail',
    open: async (page) => {
      await page.goto('/contacts');
      return entryPoint(page, 'заказать обратный звонок');
    },
    endpoint: '/api/application-feedback',
    body: () => ({ type: 'mail' }),
  },
  {
    name: 'the mobile menu',
    title: 'Онлайн-запись',
    kind: 'mail',
    open: async (page) => {
      // The menu is the mobile layout's: the desktop project narrows its window to reach it.
      await page.setViewportSize(PHONE.viewport);
      await page.goto('/');
      await button(page, 'Меню').click();
      return entryPoint(page, 'Записаться онлайн');
    },
    endpoint: '/api/application-feedback',
    body: () => ({ type: 'mail' }),
    focusBack: (page) => button(page, 'Меню'),
  },
  {
    name: 'the analyses calculator',
    title: 'Запись на анализы',
    kind: 'consult',
    open: async (page) => {
      await page.goto('/analysis/list');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // On a phone the calculator is the summary behind the sticky button.
      if (onPhone()) {
        await page.getByRole('button', { name: /^Калькулятор анализов/ }).click();
      }
      return entryPoint(page, 'Записаться');
    },
    endpoint: '/api/application-feedback',
    body: () => ({ type: 'consult' }),
  },
];
