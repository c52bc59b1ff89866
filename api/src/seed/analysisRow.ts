/** One seed analysis: name (may hold HTML), price in tenge (null = not set), flags (see analyses.ts). */
export type AnalysisRow = readonly [name: string, price: number | null, flags?: string];
