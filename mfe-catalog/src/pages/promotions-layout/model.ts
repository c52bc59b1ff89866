import { createEvent, restore } from 'effector';

/** The patient typed in the 'Поиск' box. */
export const searchChanged = createEvent<string>();

export const $search = restore(searchChanged, '');
