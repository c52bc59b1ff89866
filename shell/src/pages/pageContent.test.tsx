import { $locale, type Locale } from '@clinic/shared';
import { act, render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import aboutKk from './about/content/kk';
import aboutRu from './about/content/ru';
import contactsKk from './contacts/content/kk';
import contactsRu from './contacts/content/ru';
import corporateKk from './corporate/content/kk';
import corporateRu from './corporate/content/ru';
import { definePageContent } from './pageContent';
import consentKk from './personal-data/content/kk';
import consentRu from './personal-data/content/ru';

/** The shape of a content object: its keys and array lengths, every leaf a string. */
function shape(value: unknown, at = '$'): string[] {
  if (typeof value === 'string') {
    expect(value.trim(), at).not.toBe('');
    return [at];
  }
  if (Array.isArray(value))
    return [`${at}[${value.length}]`, ...value.flatMap((item, i) => shape(item, `${at}[${i}]`))];
  expect(value, at).toBeTypeOf('object');
  return Object.entries(value as object).flatMap(([key, item]) => shape(item, `${at}.${key}`));
}

/** Every string of a content object. */
const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(value as object).flatMap((item) => strings(item));

const PAGES = [
  ['about', aboutRu, aboutKk],
  ['contacts', contactsRu, contactsKk],
  ['corporate', corporateRu, corporateKk],
  ['personal data', consentRu, consentKk],
] as const;

describe.each(PAGES)("the %s page's text", (_, ru, kk) => {
  it('has the same parts in Russian and Kazakh: every section, item and paragraph', () => {
    expect(shape(kk)).toEqual(shape(ru));
  });

  it('is Kazakh in Kazakh: no string is left as its Russian, each title and text uses Kazakh letters', () => {
    const russian = new Set(strings(ru));
    const kazakh = strings(kk);
    // Tab names such as «Лицензия» are the same word in both languages.
    const same = kazakh.filter((text) => russian.has(text));
    expect(
      same.every((text) => text.length < 12),
      same.join(' | '),
    ).toBe(true);
    const withKazakhLetters = kazakh.filter((text) => /[әғқңөұүһі]/i.test(text));
    expect(withKazakhLetters.length / kazakh.length).toBeGreaterThan(0.6);
  });
});

describe('the personal-data consent', () => {
  it('names Law No. 94-V and the operator in each language', () => {
    expect(consentRu.law).toContain('№ 94-V «О персональных данных и их защите»');
    expect(consentKk.law).toContain('«Дербес деректер және оларды қорғау туралы»');
    expect(consentKk.law).toContain('№ 94-V');
    expect(consentRu.sections[0]?.paragraphs[0]).toContain('ТОО «Диагност Алматы», БИН 150540012345');
    expect(consentKk.sections[0]?.paragraphs[0]).toContain('«Диагност Алматы» ЖШС, БСН 150540012345');
  });
});

describe('definePageContent', () => {
  const content = definePageContent<{ hello: string }>({
    ru: async () => ({ default: { hello: 'Привет' } }),
    kk: async () => ({ default: { hello: 'Сәлем' } }),
  });

  function Hello() {
    return <p>{content.useContent().hello}</p>;
  }

  const renderIn = (locale: Locale) =>
    render(
      <Provider value={fork({ values: [[$locale, locale]] })}>
        <Suspense fallback="…">
          <Hello />
        </Suspense>
      </Provider>,
    );

  it("renders the page's language once its module is in", async () => {
    await act(async () => {
      renderIn('kk');
    });
    expect(screen.getByText('Сәлем')).toBeTruthy();
  });

  it('loads each language once', async () => {
    expect(content.load('ru')).toBe(content.load('ru'));
    expect(await content.load('ru')).toEqual({ hello: 'Привет' });
  });

  it('asks again after a failed download', async () => {
    let calls = 0;
    const flaky = definePageContent<string>({
      ru: async () => {
        calls += 1;
        if (calls === 1) throw new Error('offline');
        return { default: 'ok' };
      },
      kk: async () => ({ default: 'ok' }),
    });
    await expect(flaky.load('ru')).rejects.toThrow('offline');
    await expect(flaky.load('ru')).resolves.toBe('ok');
  });
});
