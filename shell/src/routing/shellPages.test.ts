import { ROUTES } from '@clinic/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadShellPage, SHELL_PAGES } from './shellPages';

afterEach(() => vi.restoreAllMocks());

const spyOnLoads = (result: () => Promise<never> | Promise<{ default: () => null }>) =>
  SHELL_PAGES.map((page) => vi.spyOn(page, 'load').mockImplementation(result));

describe('preloadShellPage', () => {
  it('starts the chunk of the shell page at the address, and only that one', () => {
    const loads = spyOnLoads(async () => ({ default: () => null }));
    preloadShellPage(ROUTES.CONTACTS);
    const contacts = SHELL_PAGES.findIndex((page) => page.path === ROUTES.CONTACTS);
    expect(loads.map((load) => load.mock.calls.length)).toEqual(
      SHELL_PAGES.map((_, index) => (index === contacts ? 1 : 0)),
    );
  });

  it('starts nothing on the home page or a remote’s section', () => {
    const loads = spyOnLoads(async () => ({ default: () => null }));
    for (const address of [ROUTES.HOME, '/doctors-list/list', '/services/top']) preloadShellPage(address);
    expect(loads.every((load) => load.mock.calls.length === 0)).toBe(true);
  });

  it("starts the page's text in the page's language beside its chunk", () => {
    spyOnLoads(async () => ({ default: () => null }));
    const about = SHELL_PAGES.find((page) => page.path === ROUTES.ABOUT_US);
    const text = vi.spyOn(about?.content ?? { load: async () => null }, 'load').mockResolvedValue(null);
    preloadShellPage(ROUTES.ABOUT_US, 'kk');
    expect(text).toHaveBeenCalledWith('kk');
  });

  it('drops a failed load: the page asks again when it renders', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    spyOnLoads(() => Promise.reject(new Error('chunk failed')));
    preloadShellPage(ROUTES.ABOUT_US);
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
