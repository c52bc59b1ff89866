import type { Doctor } from '@clinic/shared';
import type { Locale } from '@clinic/shared/core';
import type { Institution } from './doctorProfile';
import { type KazakhTexts, textsIn } from './texts';

type Training = Doctor['advance_trainings'][number];

/** A refresher course: its name in Russian and Kazakh, and where it is taught. */
interface Course extends KazakhTexts<'training'> {
  training: string;
  institution: Institution;
}

const NCDO: Institution = {
  name: 'Национальный научный центр развития здравоохранения, Астана',
  kk: { name: 'Денсаулық сақтауды дамытудың ұлттық ғылыми орталығы, Астана' },
};
const KAZNMU: Institution = {
  name: 'КазНМУ им. С. Д. Асфендиярова, Алматы',
  kk: { name: 'С. Ж. Асфендияров атындағы ҚазҰМУ, Алматы' },
};

const course = (training: string, kk: string, institution: Institution): Course => ({
  training,
  institution,
  kk: { training: kk },
});

/** Refresher courses by job title id; years are filled in from the doctor's graduation year. */
const COURSES: Record<number, readonly Course[]> = {
  1: [
    course(
      'Современные подходы к ведению артериальной гипертензии',
      'Артериялық гипертензияны жүргізудің заманауи тәсілдері',
      KAZNMU,
    ),
  ],
  2: [
    course('Эхокардиография: расширенный курс', 'Эхокардиография: кеңейтілген курс', NCDO),
    course('Холтеровское мониторирование ЭКГ', 'ЭКГ-ны холтерлік мониторлау', KAZNMU),
  ],
  3: [course('Диагностика и лечение мигрени', 'Мигреньді диагностикалау және емдеу', KAZNMU)],
  4: [
    course(
      'Помповая инсулинотерапия и сахарный диабет 1 типа',
      'Помпалық инсулинотерапия және 1 типті қант диабеті',
      NCDO,
    ),
  ],
  5: [course('Кольпоскопия и патология шейки матки', 'Кольпоскопия және жатыр мойнының патологиясы', NCDO)],
  6: [course('Амбулаторная урология и андрология', 'Амбулаториялық урология және андрология', KAZNMU)],
  7: [
    course(
      'Оптическая когерентная томография сетчатки',
      'Көздің торлы қабығының оптикалық когерентті томографиясы',
      NCDO,
    ),
  ],
  8: [course('Вакцинопрофилактика у детей', 'Балалардағы вакцинопрофилактика', KAZNMU)],
  9: [course('Эндоскопия верхних отделов ЖКТ', 'АІЖ жоғарғы бөлімдерінің эндоскопиясы', NCDO)],
  10: [
    course(
      'Ультразвуковая диагностика в акушерстве и гинекологии',
      'Акушерлік пен гинекологиядағы ультрадыбыстық диагностика',
      NCDO,
    ),
  ],
  11: [
    course(
      'Эндоскопическая диагностика заболеваний ЛОР-органов',
      'ЛОР ағзалары ауруларының эндоскопиялық диагностикасы',
      KAZNMU,
    ),
  ],
};

/**
 * Courses of every job title of the doctor, spread after graduation and never in the future, their names in
 * `locale`.
 */
export function trainingsFor(
  jobTitleIds: readonly number[],
  graduated: number,
  locale: Locale = 'ru',
): Training[] {
  const courses = jobTitleIds.flatMap((id) => COURSES[id] ?? []);
  return courses.map((course, index) => ({
    training: textsIn(course, locale).training,
    institution: textsIn(course.institution, locale).name,
    year: Math.min(2025, graduated + 2 + index * 3),
  }));
}

/** Every course, for the test that each has its Kazakh name. */
export const ALL_COURSES: readonly Course[] = Object.values(COURSES).flat();
