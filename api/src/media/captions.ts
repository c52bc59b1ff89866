import { ANALYSIS_DOCS } from '../seed/analysisCategories';
import { stripTags } from '../seed/html';
import type { Seed } from '../seed/index';

/**
 * Russian captions of every picture and memo the seed links to, keyed by URL path: the media routes
 * only see a latin slug, and this is where the slug gets its human name back.
 */
export function collectCaptions(seed: Seed): Map<string, string> {
  const captions = new Map<string, string>();
  const add = (url: string | null | undefined, caption: string) => {
    if (url) captions.set(url, stripTags(caption));
  };
  for (const [name, caption] of Object.entries(ANALYSIS_DOCS)) add(`/media/docs/${name}.pdf`, caption);
  for (const doctor of seed.doctors) add(doctor.image, doctor.name);
  for (const parent of seed.parentCheckUps) add(parent.image, parent.name);
  for (const service of seed.services) {
    add(service.image, service.name);
    add(service.file, `Подготовка к процедуре: ${service.name}`);
  }
  for (const promotion of seed.promotions) {
    add(promotion.image, promotion.name);
    add(promotion.file, `Рекомендации: ${promotion.name}`);
  }
  for (const banner of seed.banners) {
    add(banner.image, banner.title ?? 'Клиника');
    add(banner.mob_image, banner.title ?? 'Клиника');
  }
  return captions;
}
