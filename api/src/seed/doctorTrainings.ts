import type { Doctor } from '../../../shared/src/api/types';

type Training = Doctor['advance_trainings'][number];
const NCDO = 'Национальный научный центр развития здравоохранения, Астана';
const KAZNMU = 'КазНМУ им. С. Д. Асфендиярова, Алматы';

/** Refresher courses by job title id; years are filled in from the doctor's graduation year. */
const COURSES: Record<number, readonly Omit<Training, 'year'>[]> = {
  1: [{ training: 'Современные подходы к ведению артериальной гипертензии', institution: KAZNMU }],
  2: [
    { training: 'Эхокардиография: расширенный курс', institution: NCDO },
    { training: 'Холтеровское мониторирование ЭКГ', institution: KAZNMU },
  ],
  3: [{ training: 'Диагностика и лечение мигрени', institution: KAZNMU }],
  4: [{ training: 'Помповая инсулинотерапия и сахарный диабет 1 типа', institution: NCDO }],
  5: [{ training: 'Кольпоскопия и патология шейки матки', institution: NCDO }],
  6: [{ training: 'Амбулаторная урология и андрология', institution: KAZNMU }],
  7: [{ training: 'Оптическая когерентная томография сетчатки', institution: NCDO }],
  8: [{ training: 'Вакцинопрофилактика у детей', institution: KAZNMU }],
  9: [{ training: 'Эндоскопия верхних отделов ЖКТ', institution: NCDO }],
  10: [{ training: 'Ультразвуковая диагностика в акушерстве и гинекологии', institution: NCDO }],
  11: [{ training: 'Эндоскопическая диагностика заболеваний ЛОР-органов', institution: KAZNMU }],
};

/** Courses of every job title of the doctor, spread after graduation and never in the future. */
export function trainingsFor(jobTitleIds: readonly number[], graduated: number): Training[] {
  const courses = jobTitleIds.flatMap((id) => COURSES[id] ?? []);
  return courses.map((course, index) => ({ ...course, year: Math.min(2025, graduated + 2 + index * 3) }));
}
