import { expect, test } from './support/fixtures';
import { layoutDifferences, measureLayout, WIDTHS } from './support/layout';
import { readReference } from './support/routes';

/**
 * Every route kind at every width in this engine: the page becomes ready, nothing goes wrong in its console or
 * hydration, and its layout is Chromium's within the tolerance (support/layout.ts). One window per width visits
 * the routes in turn; every route is checked and all that failed are reported together.
 */
for (const width of WIDTHS) {
  test(`every route kind at ${width} px: ready, no errors, Chromium's layout`, async ({
    window,
    engine,
  }, testInfo) => {
    const { routes, layout } = readReference();
    const page = await window(width);
    for (const route of routes) {
      const where = `${route} in ${engine} at ${width} px`;
      const failedBefore = testInfo.errors.length;
      let ready = true;
      await page.open(route).catch((error: Error) => {
        ready = false;
        expect.soft(error.message, where).toBe('');
      });
      if (ready) {
        const differences = layoutDifferences(await page.evaluate(measureLayout), layout[width]![route]!);
        expect.soft(differences, `layout of ${where}`).toEqual([]);
      }
      await page.settle();
      expect.soft(await page.problems(), `errors on ${where}`).toEqual([]);
      // What the engine showed, beside the report of a route that failed.
      if (testInfo.errors.length > failedBefore) {
        const picture = await page.screenshot().catch(() => null);
        if (picture) await testInfo.attach(where, { body: picture, contentType: 'image/png' });
      }
    }
    // The last page's beacon is sent as it is left.
    await page.open('/contacts').catch(() => {});
    expect.soft(await page.problems(), `errors reported as ${routes.at(-1)} was left`).toEqual([]);
  });
}
