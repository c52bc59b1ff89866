import { madeOnFirstUse } from './madeOnFirstUse';

const rules = madeOnFirstUse(() => new Intl.PluralRules('ru'));

/** Russian word forms for one, few and many: ['отзыв', 'отзыва', 'отзывов']. */
export type RussianForms = readonly [one: string, few: string, many: string];

export const REVIEW_FORMS: RussianForms = ['отзыв', 'отзыва', 'отзывов'];
export const YEAR_FORMS: RussianForms = ['год', 'года', 'лет'];
export const POSITION_FORMS: RussianForms = ['позиция', 'позиции', 'позиций'];

export function pluralRu(count: number, forms: RussianForms): string {
  const category = rules().select(count);
  if (category === 'one') return forms[0];
  if (category === 'few') return forms[1];
  return forms[2];
}

/** '21 отзыв', '3 года'. */
export function countRu(count: number, forms: RussianForms): string {
  return `${count} ${pluralRu(count, forms)}`;
}
