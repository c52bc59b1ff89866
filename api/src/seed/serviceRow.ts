import type { KazakhTexts } from './texts';

/** Who a service is offered to; the four values cover every combination of is_for_childs/is_for_olders. */
export type Audience = 'all' | 'children' | 'adults' | 'unspecified';

/** Hand-written facts about one service; services.ts turns them into the API shape. */
export interface ServiceRow extends KazakhTexts<'name' | 'description'> {
  slug: string;
  name: string;
  category: number;
  price: number;
  discount?: number;
  audience: Audience;
  inHeader?: boolean;
  /** False for the service without a picture (exercises the placeholder). */
  image?: boolean;
  /** Preparation memo; consultations need none. */
  file?: boolean;
  description: string;
  points: string[];
  warning?: string;
}
