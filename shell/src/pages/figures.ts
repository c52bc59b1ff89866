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

const figureFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0, useGrouping: 'min2' });

/** '30 000+': a lower bound in the Russian number format; four-digit numbers stay ungrouped ('5000+') in every engine. */
export const formatAtLeast = (value: number): string => `${figureFormat.format(value)}+`;
