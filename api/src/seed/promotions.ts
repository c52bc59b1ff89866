import type { Promotion } from '@clinic/shared';
import type { Locale } from '@clinic/shared/core';
import { docUrl, imageUrl } from '../media/urls';
import { escapeHtml } from './html';
import { PROMOTION_ROWS } from './promotionRows';
import { textsIn } from './texts';

export const promotionFileName = (slug: string): string => `promotion-${slug}`;

/**
 * Eight promotions, one per layout tab; one certificate; one without a picture for the placeholder. Their texts
 * in `locale` (a text without Kazakh stays Russian).
 */
export function buildPromotions(locale: Locale = 'ru'): Promotion[] {
  return PROMOTION_ROWS.map((kazakhAndRussian) => textsIn(kazakhAndRussian, locale)).map((row, index) => ({
    id: index + 1,
    slug: row.slug,
    name: row.name,
    description: row.description,
    price: row.price,
    discount: row.discount ?? null,
    image: row.image === false ? null : imageUrl('promotions', row.slug, locale),
    file: docUrl(promotionFileName(row.slug)),
    list_description: `<ul>${row.points.map((point) => `<li>${escapeHtml(point)}</li>`).join('')}</ul>`,
    journey_description: `<ol>${row.steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>`,
    result_in_time: row.resultInMinutes ?? null,
    warning: row.warning ?? null,
    is_certificate: row.certificate ?? false,
    is_for_childs: row.audience === 'all' || row.audience === 'children',
    is_for_olders: row.audience === 'all' || row.audience === 'adults',
    category: row.category,
  }));
}
