// @vitest-environment node
import type { Doctor, RussianLetterGroup } from '@clinic/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYSIS_CATEGORIES } from '../seed/analysisCategories';
import { BANNER_ROWS } from '../seed/banners';
import { CHECK_UPS_FOR_WOMEN_AND_MEN } from '../seed/checkUpRowsAdults';
import { CHECK_UPS_SPECIAL } from '../seed/checkUpRowsSpecial';
import { DOCTOR_PROFILES } from '../seed/doctors';
import { ALL_COURSES } from '../seed/doctorTrainings';
import { createSeed, createSeeds, type Seed } from '../seed/index';
import { JOB_TITLES } from '../seed/jobTitles';
import { PROMOTION_ROWS } from '../seed/promotionRows';
import { SERVICE_CATEGORIES } from '../seed/serviceCategories';
import { SERVICES_OTHER } from '../seed/servicesOther';
import { SERVICES_TOP } from '../seed/servicesTop';
import { textsIn } from '../seed/texts';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

type Named = { id: number; name: string };
const names = async (url: string, headers?: Record<string, string>) =>
  (await server.get<{ data: Named[] }>(url, headers)).body.data.map(({ name }) => name);

/** Every GET the site makes, lists and one record of each. */
const READS = [
  '/api/services',
  '/api/services/1',
  '/api/category-services',
  '/api/promotions',
  '/api/promotions/2',
  '/api/parent-check-ups',
  '/api/parent-check-ups/3',
  '/api/check-ups',
  '/api/check-ups/4',
  '/api/check-up-packages',
  '/api/category-analyses',
  '/api/analyse/russian-letters',
  '/api/analyses',
  '/api/doctors',
  '/api/doctors?sort_by=rating&sort_direction=desc',
  '/api/doctors/5',
  '/api/doctor/russian-letters',
  '/api/job-titles',
  '/api/job-titles/10',
  '/api/banners',
];

describe('the language of an answer', () => {
  const kazakhService = 'Құрсақ қуысы ағзаларының УДЗ';
  const russianService = 'УЗИ органов брюшной полости';

  it.each(['kk', 'kk-KZ', 'KK', 'kk;q=0.9, ru;q=0.8', 'en-US,en;q=0.9,kk;q=0.8'])(
    'is Kazakh for Accept-Language: %s',
    async (header) => {
      const answer = await server.get<{ data: Named[] }>('/api/services', { 'Accept-Language': header });
      expect(answer.body.data[0]?.name).toBe(kazakhService);
      expect(answer.headers.get('content-language')).toBe('kk');
    },
  );

  it.each(['', 'ru', 'ru-RU', 'ru, kk', 'en', '*', 'kk;q=0', `kk,${'x'.repeat(10_240)}`, 'kz'])(
    'is Russian for Accept-Language: %j',
    async (header) => {
      const answer = await server.get<{ data: Named[] }>('/api/services', { 'Accept-Language': header });
      expect(answer.body.data[0]?.name).toBe(russianService);
      expect(answer.headers.get('content-language')).toBe('ru');
    },
  );

  it.each(READS)('%s varies by Accept-Language, and says its language', async (url) => {
    for (const language of ['ru', 'kk']) {
      const { status, headers } = await server.get(url, { 'Accept-Language': language });
      expect(status).toBe(200);
      expect(headers.get('vary')).toMatch(/\bAccept-Language\b/i);
      expect(headers.get('content-language')).toBe(language);
    }
  });

  it('is Kazakh for every name and description the seed translates, lists and records alike', async () => {
    const kk = { 'Accept-Language': 'kk' };
    expect((await names('/api/services', kk)).slice(0, 3)).toEqual([
      kazakhService,
      'Маммография',
      'Терапевт қабылдауы',
    ]);
    const service = (await server.get<{ data: { description: string } }>('/api/services/1', kk)).body.data;
    expect(service.description).toBe('Бауыр, өт қабы, ұйқы безі мен көкбауырды бір келгенде тексеру.');
    expect((await server.get<{ data: Named }>('/api/promotions/1', kk)).body.data.name).toBe(
      '20% жеңілдікпен кешенді УДЗ',
    );
    expect((await names('/api/parent-check-ups', kk))[0]).toBe('Check up «Әйел денсаулығы»');
    expect((await names('/api/check-ups', kk))[1]).toBe('Жүктілікті жоспарлау');
    expect((await names('/api/category-analyses', kk))[1]).toBe('Қан биохимиясы');
    expect((await names('/api/job-titles', kk))[9]).toBe('УДЗ дәрігері');
    expect((await names('/api/category-services', kk))[1]).toBe('Ультрадыбыстық диагностика');
    // What a patient found in Russian on Kazakh pages: a doctor, an analysis (its lab abbreviation kept), a banner.
    const doctor = (await server.get<{ data: Doctor }>('/api/doctors/1', kk)).body.data;
    expect(doctor.short_info[0]?.specialty).toBe('Жоғары санаттағы терапевт дәрігер');
    expect(doctor.tags[0]).toBe('Ересектер');
    expect(doctor.description).toMatch(/^Созылмалы аурулары бар ересек пациенттерді/);
    expect((await names('/api/analyses', kk))[0]).toBe('Жалпы қан талдауы (ОАК) лейкоцитарлық формуламен');
    const banners = (await server.get<{ data: { title: string }[] }>('/api/banners', kk)).body.data;
    expect(banners[0]?.title).toBe('Айдың акциялары: 50%-ға дейін жеңілдік');
  });

  it('groups the letters of the names it answers: Kazakh letters in Kazakh order', async () => {
    const kk = { 'Accept-Language': 'kk' };
    const categories = (await server.get<{ data: Named[] }>('/api/category-analyses', kk)).body.data;
    const groups = (await server.get<{ data: RussianLetterGroup[] }>('/api/analyse/russian-letters', kk)).body
      .data;
    const letters = groups.map(({ letter }) => letter);
    expect(letters).toEqual([...letters].sort(new Intl.Collator('kk').compare));
    expect(letters).toContain('қ');
    for (const { letter, categories: ids } of groups) {
      for (const { id } of ids) {
        expect(
          categories
            .find((category) => category.id === id)
            ?.name.charAt(0)
            .toLocaleLowerCase('kk'),
        ).toBe(letter);
      }
    }
  });
});

describe('the Russian answer', () => {
  it.each(READS)('%s is the same without the header, with ru and with a stranger’s header', async (url) => {
    const plain = await server.get(url);
    for (const header of ['ru', 'ru-RU,ru;q=0.9', 'en', '<script>', 'x'.repeat(4000)]) {
      expect((await server.get(url, { 'Accept-Language': header })).body).toEqual(plain.body);
    }
    expect(JSON.stringify(plain.body)).not.toMatch(/"kk"/);
  });

  it('is the Russian seed as it was: the Kazakh texts are beside it, never in it', () => {
    const { ru, kk } = createSeeds();
    expect(ru).toEqual(createSeed());
    const keysOf = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(keysOf)
        : value && typeof value === 'object'
          ? Object.entries(value).map(([key, inner]) => [key, keysOf(inner)])
          : typeof value;
    // Same records, ids, prices and shape in both languages: only texts differ.
    const { analysisLetters, doctorLetters, ...texts } = kk; // the letters are the names' own
    const { analysisLetters: _a, doctorLetters: _d, ...russianTexts } = ru;
    expect(keysOf(texts)).toEqual(keysOf(russianTexts));
    expect(analysisLetters.length + doctorLetters.length).toBeGreaterThan(0);
    expect(kk.services.map(({ id, price, slug }) => [id, price, slug])).toEqual(
      ru.services.map(({ id, price, slug }) => [id, price, slug]),
    );
    const facts = ({
      id,
      price,
      category_analysis_id,
      document,
      bloodTestIncluded,
    }: Seed['analyses'][number]) => [id, price, category_analysis_id, document, bloodTestIncluded];
    expect(kk.analyses.map(facts)).toEqual(ru.analyses.map(facts));
    expect(kk.doctors.map(({ id, slug, rating }) => [id, slug, rating])).toEqual(
      ru.doctors.map(({ id, slug, rating }) => [id, slug, rating]),
    );
    expect(kk.banners.map(({ id, link }) => [id, link])).toEqual(
      ru.banners.map(({ id, link }) => [id, link]),
    );
  });
});

describe('a text without Kazakh', () => {
  const row = {
    id: 1,
    name: 'Приём терапевта',
    description: 'Первичный осмотр.',
    kk: { name: 'Терапевт қабылдауы' },
  };

  it('answers in Russian, field by field', () => {
    expect(textsIn(row, 'kk')).toEqual({
      id: 1,
      name: 'Терапевт қабылдауы',
      description: 'Первичный осмотр.',
    });
    expect(textsIn({ ...row, kk: { name: ' ', description: '' } }, 'kk')).toEqual({
      id: 1,
      name: 'Приём терапевта',
      description: 'Первичный осмотр.',
    });
    expect(textsIn({ id: 1, name: 'Приём терапевта' }, 'kk')).toEqual({ id: 1, name: 'Приём терапевта' });
    expect(textsIn(row, 'ru')).toEqual({ id: 1, name: 'Приём терапевта', description: 'Первичный осмотр.' });
  });

  it('is none in the seed: every record has its Kazakh texts', () => {
    const parents = [...CHECK_UPS_FOR_WOMEN_AND_MEN, ...CHECK_UPS_SPECIAL];
    const described = [
      ...SERVICES_TOP,
      ...SERVICES_OTHER,
      ...PROMOTION_ROWS,
      ...parents.flatMap((p) => p.checkUps),
    ];
    for (const { name, kk } of described)
      expect([name, !!kk?.name, !!kk?.description]).toEqual([name, true, true]);
    for (const { name, kk } of parents) {
      expect([name, !!kk?.name, !!kk?.short_description, kk?.short_tags?.length]).toEqual([
        name,
        true,
        true,
        3,
      ]);
    }
    // Doctors: tags and specialties one for one, the description, the education and the courses.
    for (const { slug, tags, specialties, kk, education } of DOCTOR_PROFILES) {
      expect([slug, kk?.tags?.length, kk?.specialties?.length, !!kk?.about]).toEqual([
        slug,
        tags.length,
        specialties.length,
        true,
      ]);
      expect([slug, !!education.university.kk?.name]).toEqual([slug, true]);
    }
    for (const { training, kk, institution } of ALL_COURSES)
      expect([training, !!kk?.training, !!institution.kk?.name]).toEqual([training, true, true]);
    for (const { title, kk } of BANNER_ROWS) expect([title, !!kk?.title]).toEqual([title, true]);
    // Words that are the same in both (Маммография, Кардиолог…) are written out in the seed all the same.
    for (const { name, kk } of [...ANALYSIS_CATEGORIES, ...JOB_TITLES, ...SERVICE_CATEGORIES]) {
      expect([name, !!kk?.name]).toEqual([name, true]);
    }
  });
});
