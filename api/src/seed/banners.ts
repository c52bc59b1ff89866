import type { Banner } from '../../../shared/src/api/types';
import { imageUrl } from '../media/urls';

const banner = (id: number, slug: string, link: string, title: string): Banner => ({
  id,
  link,
  image: imageUrl('banners', slug),
  mob_image: imageUrl('banners-mobile', slug),
  title,
});

/** Home slider: each banner leads to a route of the site (SPEC §2). */
export const buildBanners = (): Banner[] => [
  banner(1, 'promotions', '/promotions/list', 'Акции месяца: скидки до 50%'),
  banner(2, 'check-up', '/check-up/list', 'Check-up за один день'),
  banner(3, 'analyses', '/analysis/list', 'Собственная лаборатория: результаты от 1 дня'),
  banner(4, 'doctors', '/doctors-list/list', 'Более 50 врачей — запишитесь онлайн'),
];
