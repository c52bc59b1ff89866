// @vitest-environment happy-dom
import createCache from '@emotion/cache';
import { css } from '@emotion/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  adoptServerStyles,
  completeGlobalStylesFirst,
  markServerStyleTags,
  WHOLE_GLOBAL_STYLES_ATTRIBUTE,
} from './serverStyles';

afterEach(() => {
  document.head.innerHTML = '';
});

/** A page's head as the server sent it: its global styles cut to its own, and the rule of its one class. */
function serverHead(): void {
  document.head.innerHTML = markServerStyleTags(
    '<style data-emotion="css-global 1">:root{--used:red;}</style><style data-emotion="css abc">.css-abc{color:var(--used);}</style>',
  );
}

const WHOLE = css`
  :root {
    --used: red;
    --later: blue;
  }
  @keyframes spin {
    to {
      transform: rotate(1turn);
    }
  }
`;

const wholeStyles = () => document.head.querySelectorAll(`style[${WHOLE_GLOBAL_STYLES_ATTRIBUTE}]`);

describe('the kit’s whole global styles in the browser, on a page that came with the server’s', () => {
  it('are added once, before the first rule the server did not send, and not for the rules it did', () => {
    serverHead();
    const cache = createCache({ key: 'css' });
    expect(adoptServerStyles(cache)).toBe(true);
    let asked = 0;
    completeGlobalStylesFirst(cache, () => {
      asked += 1;
      return WHOLE;
    });
    expect(wholeStyles()).toHaveLength(0);
    // The provider's empty global styles, inserted as the page hydrates, ask for nothing.
    cache.insert('', css``, cache.sheet, false);
    expect(wholeStyles()).toHaveLength(0);

    // A dialog's class, rendered by the browser: the whole set comes first, then its rule.
    cache.insert('.css-dialog', css`color: var(--later);`, cache.sheet, true);
    expect(wholeStyles()).toHaveLength(1);
    const whole = wholeStyles()[0]?.textContent ?? '';
    expect(whole).toContain('--later:blue');
    expect(whole).toMatch(/@keyframes spin/);
    cache.insert('.css-other', css`color: red;`, cache.sheet, true);
    expect(wholeStyles()).toHaveLength(1);
    expect(asked).toBe(1);
  });

  it('are added once however often the providers mount (StrictMode runs their start twice)', () => {
    serverHead();
    const cache = createCache({ key: 'css' });
    adoptServerStyles(cache);
    completeGlobalStylesFirst(cache, () => WHOLE);
    completeGlobalStylesFirst(cache, () => WHOLE);
    cache.insert('.css-dialog', css`color: var(--later);`, cache.sheet, true);
    expect(wholeStyles()).toHaveLength(1);
  });
});
