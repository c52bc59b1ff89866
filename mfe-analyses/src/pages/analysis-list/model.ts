import { createQuery, getAnalyses } from '@clinic/shared';

export const analysesQuery = createQuery(getAnalyses);
