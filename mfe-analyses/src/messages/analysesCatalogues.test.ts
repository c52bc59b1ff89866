import path from 'node:path';
import { formatPrice, textIn } from '@clinic/shared';
import { catalogueAgreement } from '@clinic/shared/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { ANALYSES_CATALOGS, type AnalysesMessage } from './analysesText';

describe("the analyses remote's catalogues", () => catalogueAgreement(path.join(__dirname)));

describe('its messages in both languages', () => {
  beforeAll(() => Promise.all([ANALYSES_CATALOGS.load('ru'), ANALYSES_CATALOGS.load('kk')]));
  const ru = () => textIn<AnalysesMessage>(ANALYSES_CATALOGS, 'ru');
  const kk = () => textIn<AnalysesMessage>(ANALYSES_CATALOGS, 'kk');
  /** Intl's spaces (no-break, narrow no-break) as plain ones, as a patient reads them. */
  const read = (text: string) => text.replace(/\s/g, ' ');

  it('counts the selection with each language’s plurals: «3 позиции», «3 позиция»', () => {
    expect([1, 3, 5, 21].map((count) => ru()('calc.positions', { count }))).toEqual([
      'Выбрано 1 позиция',
      'Выбрано 3 позиции',
      'Выбрано 5 позиций',
      'Выбрано 21 позиция',
    ]);
    // Kazakh keeps the noun singular after a number.
    expect([1, 3, 5].map((count) => kk()('calc.positions', { count }))).toEqual([
      '1 позиция таңдалды',
      '3 позиция таңдалды',
      '5 позиция таңдалды',
    ]);
  });

  it('says how many analyses the box holds, and how many more it can show', () => {
    expect(ru()('grid.scrollHint', { count: 52 })).toBe('↓ Прокрутите список: здесь 52 анализа');
    expect(ru()('grid.scrollHint', { count: 105 })).toBe('↓ Прокрутите список: здесь 105 анализов');
    expect(kk()('grid.scrollHint', { count: 52 })).toBe('↓ Тізімді айналдырыңыз: мұнда 52 талдау');
    expect(kk()('grid.more', { count: 4 })).toBe('Тағы көрсету (4)');
    expect(ru()('calc.count', { count: 2 })).toBe('Выбрано анализов: 2 шт');
    expect(kk()('calc.count', { count: 2 })).toBe('Таңдалған талдаулар: 2 дана');
  });

  it('puts prices, formatted for the language, into the surcharge line', () => {
    expect(read(ru()('calc.bloodLine', { price: formatPrice(900, 'ru') }))).toBe('Анализ крови: + 900 ₸');
    expect(read(kk()('calc.bloodLine', { price: formatPrice(900, 'kk') }))).toBe('Қан талдауы: + 900 ₸');
    expect(read(formatPrice(12500, 'kk'))).toBe('12 500 ₸');
  });

  it('names an analysis in its buttons’ labels, in each language’s word order', () => {
    expect(ru()('analysis.add', { name: 'Ферритин' })).toBe('Добавить «Ферритин»');
    expect(kk()('analysis.add', { name: 'Ферритин' })).toBe('«Ферритин» қосу');
    expect(kk()('analysis.remove', { name: 'Ферритин' })).toBe('«Ферритин» алып тастау');
  });
});
