import { createQuery, type Service, type ServiceCategory } from '@clinic/shared';
import { createEvent, sample } from 'effector';
import { getServiceCategoriesFx, getServicesFx } from '../../data/api';
import { isTopCategory } from '../services-layout/tabs';

/** SPEC §2 'ТОП 5'. */
export const TOP_SERVICES_COUNT = 5;
/** SPEC §2: the card at index 3 carries a picture; cards from index 2 upward are large. */
export const TOP_CARD_RULES = { imageIndex: 3, largeFrom: 2 } as const;

export function topCardLayout(index: number): { large: boolean; withImage: boolean } {
  return { large: index >= TOP_CARD_RULES.largeFrom, withImage: index === TOP_CARD_RULES.imageIndex };
}

/** The services of the top category (sort 1), the first five; the first five of all if there is none. */
export function topServicesOf(
  services: readonly Service[],
  categories: readonly ServiceCategory[],
): Service[] {
  const top = categories.find(isTopCategory);
  const list = top ? services.filter((service) => service.category_service.id === top.id) : services;
  return list.slice(0, TOP_SERVICES_COUNT);
}

export const topServicesQuery = createQuery(async () => {
  const [services, categories] = await Promise.all([getServicesFx(), getServiceCategoriesFx()]);
  return topServicesOf(services, categories);
});

export const pageOpened = createEvent();
sample({ clock: pageOpened, target: topServicesQuery.started });
