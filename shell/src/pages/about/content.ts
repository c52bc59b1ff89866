import { ROUTES } from '@clinic/shared';

/** SPEC §2, about us: the clinic's values — quality, cost-effectiveness, accuracy. */
export const VALUES = [
  {
    title: 'Качество',
    text: 'Работаем по клиническим протоколам, оборудование проходит регулярную проверку и обслуживание.',
  },
  {
    title: 'Экономичность',
    text: 'Честные цены без скрытых доплат, программы check-up дешевле тех же услуг по отдельности.',
  },
  {
    title: 'Точность',
    text: 'Собственная лаборатория: анализы не уезжают к посредникам, результаты проверяют дважды.',
  },
] as const;

/** SPEC §2, mobile about: the advantages of working at the clinic. */
export const ADVANTAGES = [
  { title: 'Обучение сотрудников', text: 'Курсы повышения квалификации и стажировки за счёт клиники.' },
  {
    title: 'Конкурентная заработная плата',
    text: 'Официальное оформление и зарплата выше средней по рынку.',
  },
  { title: 'Медицинское страхование', text: 'Полис ДМС для каждого сотрудника клиники.' },
] as const;

/** The ecosystem of the clinic: what a patient finds under one roof. */
export const ECOSYSTEM = [
  'Собственная лаборатория',
  'Ультразвуковая и функциональная диагностика',
  'Приём врачей разных специальностей',
  'Программы check-up для взрослых',
  'Корпоративное медицинское страхование',
] as const;

/** Topic chips of the desktop page: the sections a reader of the about page goes on to. */
export const TOPICS = [
  { label: 'Услуги', to: ROUTES.SERVICES },
  { label: 'Анализы', to: ROUTES.ANALYSIS },
  { label: 'Check up', to: ROUTES.CHECK_UP },
  { label: 'Врачи', to: ROUTES.DOCTORS },
  { label: 'Акции', to: ROUTES.PROMOTIONS },
  { label: 'Корпоративным клиентам', to: ROUTES.CORPORATE_CLIENTS },
  { label: 'Контакты', to: ROUTES.CONTACTS },
] as const;
