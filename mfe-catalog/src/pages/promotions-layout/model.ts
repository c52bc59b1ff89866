import { createEvent, restore } from 'effector';
import type { PromotionCategory } from './tabs';

/** The patient typed in the 'Поиск' box. */
export const searchChanged = createEvent<string>();
/** The tab's category in the URL changed (null: all promotions). */
export const categoryChanged = createEvent<PromotionCategory | null>();

export const $search = restore(searchChanged, '');
export const $category = restore(categoryChanged, null);
