import type { JobTitle } from '@clinic/shared';
import type { KazakhTexts } from './texts';

/** In Kazakh the same words, but the ultrasound doctor's. */
export const JOB_TITLES: readonly (JobTitle & KazakhTexts<'name'>)[] = [
  { id: 1, name: 'Терапевт', kk: { name: 'Терапевт' } },
  { id: 2, name: 'Кардиолог', kk: { name: 'Кардиолог' } },
  { id: 3, name: 'Невролог', kk: { name: 'Невролог' } },
  { id: 4, name: 'Эндокринолог', kk: { name: 'Эндокринолог' } },
  { id: 5, name: 'Гинеколог', kk: { name: 'Гинеколог' } },
  { id: 6, name: 'Уролог', kk: { name: 'Уролог' } },
  { id: 7, name: 'Офтальмолог', kk: { name: 'Офтальмолог' } },
  { id: 8, name: 'Педиатр', kk: { name: 'Педиатр' } },
  { id: 9, name: 'Гастроэнтеролог', kk: { name: 'Гастроэнтеролог' } },
  { id: 10, name: 'Врач УЗИ', kk: { name: 'УДЗ дәрігері' } },
  { id: 11, name: 'Оториноларинголог', kk: { name: 'Оториноларинголог' } },
];
