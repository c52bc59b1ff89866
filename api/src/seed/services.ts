import type { Service } from '@clinic/shared';
import type { Locale } from '@clinic/shared/core';
import { docUrl, imageUrl } from '../media/urls';
import { escapeHtml } from './html';
import { JOURNEYS, SERVICE_CATEGORIES } from './serviceCategories';
import type { Audience } from './serviceRow';
import { SERVICES_OTHER } from './servicesOther';
import { SERVICES_TOP } from './servicesTop';
import { textsIn } from './texts';

const AUDIENCE_FLAGS: Record<Audience, Pick<Service, 'is_for_childs' | 'is_for_olders'>> = {
  all: { is_for_childs: true, is_for_olders: true },
  children: { is_for_childs: true, is_for_olders: false },
  adults: { is_for_childs: false, is_for_olders: true },
  unspecified: { is_for_childs: false, is_for_olders: false },
};

export const serviceFileName = (slug: string): string => `service-${slug}`;

/** The services with their texts in `locale` (a text without Kazakh stays Russian). */
export function buildServices(locale: Locale = 'ru'): Service[] {
  return [...SERVICES_TOP, ...SERVICES_OTHER].map((kazakhAndRussian, index) => {
    const row = textsIn(kazakhAndRussian, locale);
    const found = SERVICE_CATEGORIES.find(({ id }) => id === row.category);
    if (!found) throw new Error(`Service ${row.slug}: unknown category ${row.category}`);
    const category = textsIn(found, locale);
    return {
      id: index + 1,
      slug: row.slug,
      name: row.name,
      description: row.description,
      price: row.price,
      discount: row.discount ?? null,
      image: row.image === false ? null : imageUrl('services', row.slug, locale),
      file: row.file === false ? null : docUrl(serviceFileName(row.slug)),
      in_header: row.inHeader ?? false,
      ...AUDIENCE_FLAGS[row.audience],
      list_description: `<ul>${row.points.map((point) => `<li>${escapeHtml(point)}</li>`).join('')}</ul>`,
      journey_description: [...(JOURNEYS[row.category] ?? [])],
      warning: row.warning ?? null,
      category_service: { id: category.id, name: category.name },
    };
  });
}
