import { $locale, type Analysis, ClinicProviders, type Locale } from '@clinic/shared';
import { cleanup, render } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ANALYSES_CATALOGS } from '../messages/analysesText';
import { calculatorTotal } from '../pages/analysis-list/calculator';
import { AnalysisCard } from './AnalysisCard';
import { hasPrice } from './analysisPrice';
import { MobileAnalysisRow } from './MobileAnalysisRow';
import { SelectedAnalysisRow } from './SelectedAnalysisRow';

// An analysis the API sends without a price (HLA-B27) must not read «0 ₸», a free analysis. It reads «Цена по
// запросу» on its card, its phone row and the calculator's list; the total still counts it as 0 (SPEC §9).

beforeAll(() => Promise.all([ANALYSES_CATALOGS.load('ru'), ANALYSES_CATALOGS.load('kk')]));
afterEach(cleanup);

const mount = (locale: Locale, node: ReactNode) =>
  render(
    <Provider value={fork({ values: [[$locale, locale]] })}>
      <ClinicProviders>
        <MemoryRouter>{node}</MemoryRouter>
      </ClinicProviders>
    </Provider>,
  );

const analysis = (price: Analysis['price']): Analysis => ({
  id: 7,
  name: 'HLA-B27, типирование (ПЦР)',
  ...(price === undefined ? {} : { price }),
  category_analysis_id: 10,
  document: null,
  bloodTestIncluded: true,
});

/** The three places a price is shown, each as its own piece of the page. */
const VIEWS: Array<[where: string, view: (item: Analysis) => ReactNode]> = [
  ['the card', (item) => <AnalysisCard analysis={item} selected={false} onToggle={() => {}} />],
  ['the phone row', (item) => <MobileAnalysisRow analysis={item} selected={false} onToggle={() => {}} />],
  [
    "the calculator's list",
    (item) => (
      <ul>
        <SelectedAnalysisRow analysis={item} onRemove={() => {}} icon="cross" />
      </ul>
    ),
  ],
];

/** What a patient reads (Intl's no-break spaces as plain ones). */
const read = (element: HTMLElement) => (element.textContent ?? '').replace(/\s/g, ' ');

describe('an analysis without a price', () => {
  const unpriced: Array<[string, Analysis['price']]> = [
    ['null (as the API sends it)', null],
    ['absent', undefined],
    ['0', 0],
  ];

  for (const [where, view] of VIEWS)
    for (const [how, price] of unpriced)
      it(`reads «Цена по запросу» on ${where}, never «0 ₸» (price ${how})`, () => {
        const { container } = mount('ru', view(analysis(price)));
        expect(read(container)).toContain('Цена по запросу');
        expect(read(container)).not.toMatch(/\b0 ₸/);
      });

  for (const [where, view] of VIEWS)
    it(`reads «Бағасы сұрау бойынша» on ${where} in Kazakh`, () => {
      const { container } = mount('kk', view(analysis(null)));
      expect(read(container)).toContain('Бағасы сұрау бойынша');
      expect(read(container)).not.toContain('₸');
    });

  it('still counts as 0 in the total (with the surcharge its blood draw brings)', () => {
    expect(
      calculatorTotal([analysis(null), analysis(undefined), { ...analysis(4500), bloodTestIncluded: false }]),
    ).toBe(4500 + 900);
  });

  it('is told from a price by `hasPrice`', () => {
    expect([null, undefined, 0, -100, Number.NaN, Number.POSITIVE_INFINITY].map(hasPrice)).toEqual(
      Array(6).fill(false),
    );
    expect([1, 4500].map(hasPrice)).toEqual([true, true]);
  });
});

describe('an analysis with a price', () => {
  for (const [where, view] of VIEWS)
    it(`shows it on ${where}, in both languages`, () => {
      for (const locale of ['ru', 'kk'] as const) {
        const { container, unmount } = mount(locale, view(analysis(4500)));
        expect(read(container)).toContain('4 500 ₸');
        expect(read(container)).not.toMatch(/Цена по запросу|сұрау бойынша/);
        unmount();
      }
    });

  it('shows «Цена» before it on the phone row, and nothing on request there', () => {
    const { container } = mount(
      'ru',
      <MobileAnalysisRow analysis={analysis(4500)} selected={false} onToggle={() => {}} />,
    );
    expect(read(container)).toContain('Цена 4 500 ₸');
    cleanup();
    const unpriced = mount(
      'ru',
      <MobileAnalysisRow analysis={analysis(null)} selected={false} onToggle={() => {}} />,
    );
    expect(read(unpriced.container)).not.toContain('Цена Цена');
  });
});
