import { readFileSync } from 'node:fs';
import { $viewport, viewportForWidth } from '@clinic/shared';
import { itAgreesOnEveryRoute } from '@clinic/shared/testing';
import { fork } from 'effector';
import { describe, expect, it } from 'vitest';
import * as routes from './routes';
import { ANALYSES_ROUTES } from './routeTable';

describe('the analyses route table, its <Routes> and its prepare agree on every address', () => {
  // The list's route names its layout's chunk, which the page module imports.
  const sources = ['routeTable.ts', '../pages/analysis-list/AnalysisListPage.tsx'].map((file) =>
    readFileSync(`${import.meta.dirname}/${file}`, 'utf8'),
  );
  itAgreesOnEveryRoute(ANALYSES_ROUTES, routes, sources);

  it('names the layout of the device the server renders for: the phone’s on a phone, the desktop’s on a desktop', async () => {
    const prepared = async (width: number) =>
      (
        await routes.prepare({
          section: 'analysis',
          pathname: '/analysis/list',
          scope: fork({ values: [[$viewport, viewportForWidth(width)]] }),
        })
      )?.chunks;
    // Then the section's catalogue in the page's language.
    expect(await prepared(390)).toEqual(['analysis-phone', 'messages-analyses-ru']);
    expect(await prepared(1280)).toEqual(['analysis-desktop', 'messages-analyses-ru']);
  });
});
