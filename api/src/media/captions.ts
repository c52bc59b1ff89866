import type { Locale } from '@clinic/shared/core';
import { ANALYSIS_DOCS } from '../seed/analysisCategories';
import { stripTags } from '../seed/html';
import type { Seed } from '../seed/index';

type Add = (url: string | null | undefined, caption: string) => void;

/** The pictures a seed links to, with the names they show: in the seed's language. */
function addPictures(seed: Seed, add: Add): void {
  for (const doctor of seed.doctors) add(doctor.image, doctor.name);
  for (const parent of seed.parentCheckUps) add(parent.image, parent.name);
  for (const service of seed.services) add(service.image, service.name);
  for (const promotion of seed.promotions) add(promotion.image, promotion.name);
  for (const banner of seed.banners) {
    add(banner.image, banner.title ?? 'Клиника');
    add(banner.mob_image, banner.title ?? 'Клиника');
  }
}

/**
 * Captions of every picture and memo the seed links to, keyed by URL path: the media routes only see a latin
 * slug, and this is where the slug gets its human name back. The Russian answers' pictures have Russian
 * captions; the Kazakh answers link to their own pictures (`…svg?lang=kk`), captioned in Kazakh. A picture both
 * answers share (a doctor's, captioned with the name) keeps its one caption. The memos are the Russian ones.
 */
export function collectCaptions(seeds: Record<Locale, Seed>): Map<string, string> {
  const captions = new Map<string, string>();
  const add: Add = (url, caption) => {
    if (url && !captions.has(url)) captions.set(url, stripTags(caption));
  };
  const ru = seeds.ru;
  for (const [name, caption] of Object.entries(ANALYSIS_DOCS)) add(`/media/docs/${name}.pdf`, caption);
  for (const service of ru.services) add(service.file, `Подготовка к процедуре: ${service.name}`);
  for (const promotion of ru.promotions) add(promotion.file, `Рекомендации: ${promotion.name}`);
  addPictures(ru, add);
  addPictures(seeds.kk, add);
  return captions;
}
