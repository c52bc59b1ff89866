// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';

/**
 * The Kazakh contract: under `Accept-Language: kk`, no text of doctors, analyses, analysis categories or banners
 * is Russian. Kazakh and Russian share most of their letters, so a text counts as Kazakh when it has one of the
 * letters Russian lacks (ә ғ қ ң ө ұ ү һ і), or is on the small allow-list below. What is not translated on
 * purpose is left out: doctors' names (people's names, as in their documents) and patients'
 * reviews (as written). A text with no Cyrillic at all (a URL, «Check-up», «NT-proBNP») is no Russian either.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const KAZAKH_LETTER = /[әғқңөұүһі]/i;
const CYRILLIC = /[а-яё]/i;

/**
 * Texts that are Kazakh without a letter of Kazakh's own: international terms written alike in both languages,
 * the abbreviations labs keep, and the few Kazakh words the seed has that lack those letters. Small on purpose.
 */
const ALLOWED = new Set([
  'Аллергология',
  'Иммунология',
  'Кардиология',
  'Кардиомаркерлер',
  'Коагулология',
  'Микробиология',
  'Онкомаркерлер',
  'ЛОР',
  'УДЗ',
  'ЭКГ',
  'Балалар', // children
  'Бас ауруы', // headache
  'Ересектер', // adults
  'Несеп талдаулары', // urine tests
]);

/** Keys whose texts stay as they are in Kazakh: a person's name, patients' words. */
const NOT_TRANSLATED = new Set(['name', 'reviews']);

const plain = (html: string) => html.replace(/<[^>]*>/g, '');

/** Every text of a record, as `path: text`, but what `skip` names at the record's top level. */
function textsOf(value: unknown, path: string, skip: ReadonlySet<string> = new Set()): string[] {
  if (typeof value === 'string') return [`${path}: ${plain(value)}`];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, `${path}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value)
      .filter(([key]) => !skip.has(key))
      .flatMap(([key, inner]) => textsOf(inner, `${path}.${key}`));
  return [];
}

/** The texts that would read as Russian on a Kazakh page. */
const russianOnly = (texts: readonly string[]) =>
  texts.filter((entry) => {
    const text = entry.slice(entry.indexOf(': ') + 2).trim();
    return CYRILLIC.test(text) && !KAZAKH_LETTER.test(text) && !ALLOWED.has(text);
  });

/** A word of Latin and Cyrillic letters at once is a typo (a Latin «i» for «і», a «c» for «с»). */
const mixedScripts = (texts: readonly string[]) =>
  texts.filter((entry) =>
    (entry.slice(entry.indexOf(': ') + 2).match(/\p{L}+/gu) ?? []).some(
      (word) => /[a-z]/i.test(word) && CYRILLIC.test(word),
    ),
  );

async function kazakh<T>(url: string): Promise<T> {
  const { status, headers, body } = await server.get<{ data: T }>(url, { 'Accept-Language': 'kk' });
  expect(status).toBe(200);
  expect(headers.get('content-language')).toBe('kk');
  return body.data;
}

type Row = { id: number } & Record<string, unknown>;

/** What each answer holds, every record in full, but for what stays as it is. */
async function kazakhTexts(): Promise<Record<'doctors' | 'analyses' | 'categories' | 'banners', string[]>> {
  const doctors = await kazakh<Row[]>('/api/doctors');
  const doctor = await kazakh<Row>(`/api/doctors/${doctors[0]?.id}`);
  const analyses = await kazakh<Row[]>('/api/analyses');
  const categories = await kazakh<Row[]>('/api/category-analyses');
  const banners = await kazakh<Row[]>('/api/banners');
  return {
    doctors: [...doctors, doctor].flatMap((row) => textsOf(row, `doctor ${row.id}`, NOT_TRANSLATED)),
    analyses: analyses.flatMap((row) => textsOf(row, `analysis ${row.id}`)),
    categories: categories.flatMap((row) => textsOf(row, `category ${row.id}`)),
    banners: banners.flatMap((row) => textsOf(row, `banner ${row.id}`)),
  };
}

describe('the Kazakh answers: doctors, analyses, their categories, banners', () => {
  it('have no text in Russian only', async () => {
    const texts = await kazakhTexts();
    expect(texts.doctors.length).toBeGreaterThan(12 * 5);
    expect(texts.analyses.length).toBeGreaterThanOrEqual(150);
    for (const [resource, list] of Object.entries(texts)) expect(russianOnly(list), resource).toEqual([]);
  });

  it('have no word written in two alphabets at once', async () => {
    for (const [resource, list] of Object.entries(await kazakhTexts()))
      expect(mixedScripts(list), resource).toEqual([]);
  });

  it('keep what is not translated: doctors’ names and patients’ reviews, as in Russian', async () => {
    const russian = (await server.get<{ data: Row[] }>('/api/doctors')).body.data;
    const kk = await kazakh<Row[]>('/api/doctors');
    expect(kk.map(({ id, name, reviews }) => ({ id, name, reviews }))).toEqual(
      russian.map(({ id, name, reviews }) => ({ id, name, reviews })),
    );
    expect(kk).not.toEqual(russian);
  });

  it('the contract itself: a Russian text fails it, a Kazakh or an international one passes', () => {
    expect(
      russianOnly([
        'a: Врач-терапевт высшей категории',
        'b: Взрослые',
        'c: Общий анализ крови (ОАК)',
        'd: Жалпы қан талдауы (ОАК)',
        'e: Коагулология',
        'f: Check-up',
        'g: /media/banners/promotions.svg?lang=kk',
      ]),
    ).toEqual(['a: Врач-терапевт высшей категории', 'b: Взрослые', 'c: Общий анализ крови (ОАК)']);
    expect(mixedScripts(['a: Бiрiншi', 'b: Бірінші', 'c: HbA1c', 'd: pylori-ге'])).toEqual(['a: Бiрiншi']);
  });
});
