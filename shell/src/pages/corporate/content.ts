/** SPEC §1: voluntary medical insurance for corporate clients, term by term. */
export const INSURANCE_TERMS = [
  {
    title: 'Страховка для близких',
    text: 'Полис сотрудника можно распространить на его родственников или близких людей — до трёх человек.',
  },
  {
    title: 'Врач-координатор',
    text: 'Личный врач ведёт пациента и консультирует его онлайн и офлайн.',
  },
  {
    title: 'Срок страхования',
    text: 'Один календарный год.',
  },
  {
    title: 'Территория',
    text: 'Полис действует на территории Республики Казахстан.',
  },
  {
    title: 'Гибкие тарифы',
    text: 'Тарифы для юридических лиц подбираем под задачи и бюджет компании.',
  },
] as const;

/** SPEC §2: the corporate tags (insurance, fast registration, individual approach), here and on the mobile home. */
export const CORPORATE_TAGS = ['Страхование', 'Быстрое оформление', 'Индивидуальный подход'] as const;
