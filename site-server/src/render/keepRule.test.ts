import { ClientOnlyError, type PagePart, SHELL_HOME_PART } from '@clinic/shared';
import { describe, expect, it } from 'vitest';
import { keepable } from './keepRule';

const page = (leftToBrowser: PagePart[], status?: number) => ({
  page: { html: '', styleTags: '', title: null, description: null, sections: [], leftToBrowser, status },
  api: {},
});
/** Named as the shell's server build names a part it left to the browser. */
const left = (part: PagePart) => new ClientOnlyError(part).part;
const WITH_SERVER_BUILD = { doctors: '/deploy/mfe/doctors/1/server/remoteEntry.js' };

describe('keepable: which rendered pages the page cache keeps', () => {
  it('keeps a whole 200, never a «not found» page', () => {
    expect(keepable(page([]), WITH_SERVER_BUILD)).toBe(true);
    expect(keepable(page([], 404), WITH_SERVER_BUILD)).toBe(false);
  });

  it('never keeps a personal page: a booking form carries its visitor’s idempotency key', () => {
    const form = page([]);
    expect(keepable({ ...form, page: { ...form.page, personal: true } }, WITH_SERVER_BUILD)).toBe(false);
  });

  it('keeps no page with a part that could have rendered here: a section, a widget, the shell’s own data', () => {
    expect(keepable(page([left({ remote: 'doctors', module: 'routes' })]), WITH_SERVER_BUILD)).toBe(false);
    expect(keepable(page([left({ remote: 'doctors', module: 'Slider' })]), WITH_SERVER_BUILD)).toBe(false);
    expect(keepable(page([left(SHELL_HOME_PART)]), WITH_SERVER_BUILD)).toBe(false);
  });

  it('keeps a page whose part belongs to a remote with no server build: the browser renders it every time', () => {
    expect(keepable(page([left({ remote: 'catalog', module: 'routes' })]), WITH_SERVER_BUILD)).toBe(true);
  });
});
