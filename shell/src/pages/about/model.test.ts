import { CLINIC } from '@clinic/shared';
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $aboutTab, $licenceTab, aboutOpened, aboutTabSelected, licenceTabSelected } from './model';

afterEach(() => vi.restoreAllMocks());

describe('about page model', () => {
  it('shows the licence by default and switches to the documentation (SPEC §4)', async () => {
    const scope = fork();
    expect(scope.getState($licenceTab)).toBe('license');
    await allSettled(licenceTabSelected, { scope, params: 'documentation' });
    expect(scope.getState($licenceTab)).toBe('documentation');
    await allSettled(aboutOpened, { scope });
    expect(scope.getState($licenceTab)).toBe('license');
  });

  it('opens the vacancies in a new tab and stays on Экосистема (SPEC §2, mobile)', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const scope = fork();
    await allSettled(aboutTabSelected, { scope, params: 'vacancies' });
    expect(open).toHaveBeenCalledWith(CLINIC.vacanciesUrl, '_blank', 'noopener');
    expect(scope.getState($aboutTab)).toBe('ecosystem');
  });

  it('does not open anything when Экосистема is chosen', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const scope = fork();
    await allSettled(aboutTabSelected, { scope, params: 'ecosystem' });
    expect(open).not.toHaveBeenCalled();
    expect(scope.getState($aboutTab)).toBe('ecosystem');
  });
});
