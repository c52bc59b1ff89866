import type { Banner } from '@clinic/shared';
import type { Locale } from '@clinic/shared/core';
import { imageUrl } from '../media/urls';
import { type KazakhTexts, textsIn } from './texts';

interface BannerRow extends KazakhTexts<'title'> {
  slug: string;
  link: string;
  title: string;
}

/** Home slider: each banner leads to a route of the site (SPEC §2). */
export const BANNER_ROWS: readonly BannerRow[] = [
  {
    slug: 'promotions',
    link: '/promotions/list',
    title: 'Акции месяца: скидки до 50%',
    kk: { title: 'Айдың акциялары: 50%-ға дейін жеңілдік' },
  },
  {
    slug: 'check-up',
    link: '/check-up/list',
    title: 'Check-up за один день',
    kk: { title: 'Check-up бір күнде' },
  },
  {
    slug: 'analyses',
    link: '/analysis/list',
    title: 'Собственная лаборатория: результаты от 1 дня',
    kk: { title: 'Өз зертханамыз: нәтижелер 1 күннен бастап' },
  },
  {
    slug: 'doctors',
    link: '/doctors-list/list',
    title: 'Более 50 врачей — запишитесь онлайн',
    kk: { title: '50-ден астам дәрігер — онлайн жазылыңыз' },
  },
];

/** The banners with their titles in `locale`; the pictures carry the title, so each language has its own. */
export const buildBanners = (locale: Locale = 'ru'): Banner[] =>
  BANNER_ROWS.map((kazakhAndRussian, index) => {
    const { slug, link, title } = textsIn(kazakhAndRussian, locale);
    return {
      id: index + 1,
      link,
      image: imageUrl('banners', slug, locale),
      mob_image: imageUrl('banners-mobile', slug, locale),
      title,
    };
  });
