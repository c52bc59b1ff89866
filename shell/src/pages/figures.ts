import { madeOnFirstUse } from '@clinic/shared';

/**
 * SPEC §1: the clinic's figures as the pages state them — 10 years of operation and 30,000+ people treated
 * (about page), 5000+ satisfied clients (mobile home block), 700+ corporate clients (corporate page).
 */
export const CLINIC_FIGURES = {
  yearsOfOperation: 10,
  peopleTreated: 30_000,
  satisfiedClients: 5000,
  corporateClients: 700,
} as const;

// Made on first use, as @clinic/shared's formatters are: the first Intl formatter of a page loads the locale's
// data (≈ 30 ms on a throttled phone), which at module level ran in the start-up task of every page.
const figureFormat = madeOnFirstUse(
  () => new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0, useGrouping: 'min2' }),
);

/** '30 000+': a lower bound in the Russian number format; four-digit numbers stay ungrouped ('5000+') in every engine. */
export const formatAtLeast = (value: number): string => `${figureFormat().format(value)}+`;
