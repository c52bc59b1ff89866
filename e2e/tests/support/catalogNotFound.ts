/** Catalogue paths with unknown slugs: each page's «Страница не найдена» with its way back (label, target). */
export const CATALOG_NOT_FOUND = [
  ['/services/details/no-such-service', 'Все услуги', '/services/top'],
  ['/services/category/no-such-category', 'Все услуги', '/services/top'],
  ['/promotions/no-such-promotion', 'Все акции', '/promotions/list'],
  ['/check-up/adults/no-such-programme', 'Все программы', '/check-up/list'],
  ['/check-up/adults-details/no-such-check-up', 'Все программы', '/check-up/list'],
] as const;
