/** A check-up programme: what the basic package holds; `extra` is added in the extended package. */
export interface CheckUpRow {
  slug: string;
  name: string;
  description: string;
  /** Male price of the basic package, tenge; the female one is 2,000 more (the programme differs). */
  price: number;
  analyses: string[];
  specialists: string[];
  extra?: string[];
}

export interface ParentCheckUpRow {
  slug: string;
  name: string;
  short_description: string;
  short_tags: string[];
  checkUps: CheckUpRow[];
}

export const BASE_BLOOD = ['Общий анализ крови', 'Глюкоза', 'Общий анализ мочи'];
