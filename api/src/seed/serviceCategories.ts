import type { JourneyStep, ServiceCategory } from '@clinic/shared';
import type { KazakhTexts } from './texts';

/** SPEC §2: the category with sort 1 is the 'ТОП' tab that leads to the top services page. */
export const SERVICE_CATEGORIES: readonly (ServiceCategory & KazakhTexts<'name'>)[] = [
  { id: 1, name: 'ТОП', kk: { name: 'ТОП' }, slug: 'top', sort: 1 },
  {
    id: 2,
    name: 'Ультразвуковая диагностика',
    kk: { name: 'Ультрадыбыстық диагностика' },
    slug: 'ultrasound',
    sort: 2,
  },
  {
    id: 3,
    name: 'Консультации специалистов',
    kk: { name: 'Мамандардың кеңестері' },
    slug: 'consultations',
    sort: 3,
  },
  {
    id: 4,
    name: 'Функциональная диагностика',
    kk: { name: 'Функционалдық диагностика' },
    slug: 'functional-diagnostics',
    sort: 4,
  },
  { id: 5, name: 'Процедуры', kk: { name: 'Емшаралар' }, slug: 'procedures', sort: 5 },
  { id: 6, name: 'Детское здоровье', kk: { name: 'Балалар денсаулығы' }, slug: 'children', sort: 6 },
];

const BOOKING: JourneyStep = {
  name: 'Запись',
  description: 'Оставьте заявку на сайте или позвоните: администратор подберёт удобное время.',
};
const RESULT: JourneyStep = {
  name: 'Результат',
  description: 'Заключение выдаём на руки и отправляем на электронную почту.',
};

/** The patient's path through a visit, by service category. */
export const JOURNEYS: Record<number, readonly JourneyStep[]> = {
  1: [
    BOOKING,
    { name: 'Визит', description: 'Приходите за 10 минут до начала с удостоверением личности.' },
    RESULT,
  ],
  2: [
    BOOKING,
    { name: 'Подготовка', description: 'Следуйте памятке: для некоторых исследований нужно прийти натощак.' },
    { name: 'Исследование', description: 'Врач проводит УЗИ на аппарате экспертного класса, 20–40 минут.' },
    RESULT,
  ],
  3: [
    BOOKING,
    { name: 'Приём', description: 'Врач собирает анамнез, проводит осмотр и изучает ваши обследования.' },
    { name: 'План лечения', description: 'Вы получаете письменные рекомендации и, если нужно, направления.' },
  ],
  4: [
    BOOKING,
    { name: 'Установка', description: 'Медсестра подключает датчики, это безболезненно.' },
    { name: 'Расшифровка', description: 'Врач функциональной диагностики анализирует запись.' },
    RESULT,
  ],
  5: [
    BOOKING,
    { name: 'Осмотр', description: 'Перед процедурой врач уточняет противопоказания.' },
    { name: 'Процедура', description: 'Проводится в процедурном кабинете с одноразовыми инструментами.' },
  ],
  6: [
    BOOKING,
    { name: 'Приём', description: 'Педиатр осматривает ребёнка в присутствии родителя.' },
    { name: 'Документы', description: 'Справки и рекомендации выдаём в день приёма.' },
  ],
};
