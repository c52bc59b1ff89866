import type { JobTitle } from '../../../shared/src/api/types';

export const JOB_TITLES: readonly JobTitle[] = [
  { id: 1, name: 'Терапевт' },
  { id: 2, name: 'Кардиолог' },
  { id: 3, name: 'Невролог' },
  { id: 4, name: 'Эндокринолог' },
  { id: 5, name: 'Гинеколог' },
  { id: 6, name: 'Уролог' },
  { id: 7, name: 'Офтальмолог' },
  { id: 8, name: 'Педиатр' },
  { id: 9, name: 'Гастроэнтеролог' },
  { id: 10, name: 'Врач УЗИ' },
  { id: 11, name: 'Оториноларинголог' },
];
