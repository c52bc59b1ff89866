import type { KazakhTexts } from './texts';

/** A check-up programme: what the basic package holds; `extra` is added in the extended package. */
export interface CheckUpRow extends KazakhTexts<'name' | 'description'> {
  slug: string;
  name: string;
  description: string;
  /**
   * Price of the basic package, tenge: for a programme for both sexes the male one, the female one 2,000 more (the
   * programme differs); for a programme of one sex (its parent's `sex`), that sex's only.
   */
  price: number;
  analyses: string[];
  specialists: string[];
  extra?: string[];
}

export interface ParentCheckUpRow extends KazakhTexts<'name' | 'short_description'> {
  kk?: KazakhTexts<'name' | 'short_description'>['kk'] & { short_tags?: string[] };
  slug: string;
  name: string;
  short_description: string;
  short_tags: string[];
  /** A programme for one sex: its packages carry that sex's price only (the other is null). */
  sex?: 'female' | 'male';
  checkUps: CheckUpRow[];
}

export const BASE_BLOOD = ['Общий анализ крови', 'Глюкоза', 'Общий анализ мочи'];
