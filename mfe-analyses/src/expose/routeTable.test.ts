import { $locale, $viewport, type Analysis, viewportForWidth } from '@clinic/shared';
import { fork } from 'effector';
import { afterEach, describe, expect, it } from 'vitest';
import { ANALYSES_CATALOGS } from '../messages/analysesText';
import {
  $currentCategoryId,
  $letter,
  $ready,
  $search,
  $selectedIds,
  loadAnalysesFx,
  loadCategoriesFx,
  loadLettersFx,
} from '../pages/analysis-list/model';
import { SELECTION_STORAGE_KEY, serializeSelection } from '../pages/analysis-list/selectionStorage';
import { prepare } from './routes';

const ANALYSES: Analysis[] = [
  { id: 7, name: '<b>Ферритин</b>', price: 3100, category_analysis_id: 2, bloodTestIncluded: true },
];

/** A request's scope on the server, with the API answered (or failing) in it. */
const requestScope = (analyses: () => Promise<Analysis[]>) =>
  fork({
    values: [[$viewport, viewportForWidth(390)]],
    handlers: [
      [loadAnalysesFx, analyses],
      [loadCategoriesFx, async () => [{ id: 2, name: 'Биохимия крови' }]],
      [loadLettersFx, async () => [{ letter: 'б', categories: [{ id: 2 }] }]],
    ],
  });

afterEach(() => localStorage.clear());

describe('prepare on the server', () => {
  it('loads the list into the request’s scope, with its first category and no selection', async () => {
    // The device's selection is the browser's business: the server's HTML never has one.
    localStorage.setItem(SELECTION_STORAGE_KEY, serializeSelection([7]));
    const scope = requestScope(async () => ANALYSES);
    await prepare({ section: 'analysis', pathname: '/analysis/list', scope });
    expect(scope.getState($ready)).toBe(true);
    expect(scope.getState($currentCategoryId)).toBe(2);
    expect(scope.getState($selectedIds)).toEqual([]);
    // Nothing leaked into the browser's global stores.
    expect($ready.getState()).toBe(false);
  });

  it('opens the list at its address: the letter, category or search it asks for, anything odd as usual', async () => {
    const opened = async (search: string) => {
      const scope = requestScope(async () => ANALYSES);
      await prepare({ section: 'analysis', pathname: '/analysis/list', search, scope });
      return [scope.getState($letter), scope.getState($currentCategoryId), scope.getState($search)];
    };
    expect(await opened('?letter=%D0%B1')).toEqual(['б', null, '']);
    expect(await opened('?letter=все')).toEqual(['Все', null, '']);
    expect(await opened('?category=2&a=7')).toEqual(['б', 2, '']);
    expect(await opened('?q=ферритин')).toEqual(['Все', 2, 'ферритин']);
    expect(await opened('?category=99&letter=zz')).toEqual(['Все', 2, '']);
  });

  it('fails when the API does, so the section is left to the browser', async () => {
    const scope = requestScope(async () => {
      throw new Error('502');
    });
    await expect(prepare({ section: 'analysis', pathname: '/analysis/list', scope })).rejects.toThrow(
      'the analyses did not load (loadError.failed)',
    );
  });

  it('loads the messages of the request’s language with the data', async () => {
    const scope = fork({
      values: [
        [$viewport, viewportForWidth(390)],
        [$locale, 'kk'],
      ],
      handlers: [
        [loadAnalysesFx, async () => ANALYSES],
        [loadCategoriesFx, async () => [{ id: 2, name: 'Биохимия крови' }]],
        [loadLettersFx, async () => [{ letter: 'б', categories: [{ id: 2 }] }]],
      ],
    });
    await prepare({ section: 'analysis', pathname: '/analysis/list', scope });
    expect(ANALYSES_CATALOGS.loaded('kk')).toBe(true);
  });

  it('loads nothing for a path that is not the list', async () => {
    const scope = requestScope(async () => ANALYSES);
    await prepare({ section: 'analysis', pathname: '/analysis/nowhere', scope });
    expect(scope.getState($ready)).toBe(false);
  });
});
