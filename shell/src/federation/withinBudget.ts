/**
 * Resolves true once `work` is done within `budgetMs`, false (logged for developers) when it fails or takes
 * longer: the part it loads data for is then left to the browser, and the rest of the page still renders.
 */
export async function withinBudget(what: string, work: Promise<unknown>, budgetMs: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const budget = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`its data took over ${budgetMs} ms`)), budgetMs);
  });
  try {
    await Promise.race([work, budget]);
    return true;
  } catch (error) {
    console.error(`[ssr] ${what} renders in the browser:`, (error as Error).message);
    return false;
  } finally {
    clearTimeout(timer);
  }
}
