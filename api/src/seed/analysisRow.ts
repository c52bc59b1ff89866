/**
 * One seed analysis: its name (may hold HTML), its Kazakh name beside it (the international or Russian name kept
 * in brackets where labs keep it: «Жалпы қан талдауы (ОАК) …»), price in tenge (null = not set), flags (see
 * analyses.ts).
 */
export type AnalysisRow = readonly [name: string, kk: string, price: number | null, flags?: string];
