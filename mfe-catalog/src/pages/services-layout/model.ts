import { combine, createEvent, restore, sample } from 'effector';
import { serviceCategoriesQuery } from '../../data/queries';
import { selectedCategoryFor, sortCategories } from './tabs';

/** The services layout was shown, or its route changed (the path decides the highlighted tab). */
export const layoutOpened = createEvent();
export const pathChanged = createEvent<string>();

const $pathname = restore(pathChanged, '');

export const $categories = serviceCategoriesQuery.$data.map((list) => sortCategories(list ?? []));
export const $selectedCategory = combine($pathname, $categories, selectedCategoryFor);

sample({ clock: layoutOpened, target: serviceCategoriesQuery.started });
