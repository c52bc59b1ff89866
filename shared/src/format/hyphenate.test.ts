import { describe, expect, it } from 'vitest';
import { hyphenate, SOFT_HYPHEN } from './hyphenate';

const shown = (text: string) => hyphenate(text).replaceAll(SOFT_HYPHEN, '-');

describe('hyphenate: soft hyphens at Russian syllable breaks', () => {
  it('breaks the home tiles’ names where a Russian reader expects it', () => {
    expect(shown('Маммография')).toBe('Мам-мо-гра-фия');
    expect(shown('Приём терапе...')).toBe('При-ём те-ра-пе...');
    expect(shown('УЗИ щитовидн...')).toBe('УЗИ щи-то-видн...');
    expect(shown('ЭКГ с расшифровкой')).toBe('ЭКГ с рас-ши-фров-кой');
  });

  it('starts a syllable with a consonant before р, л or в, or с before a stop; splits doubles', () => {
    expect(shown('Микроскопия')).toBe('Ми-кро-ско-пия');
    expect(shown('сестра')).toBe('се-стра');
    expect(shown('железосвязывающая')).toBe('же-ле-зо-свя-зы-ва-ю-щая');
    expect(shown('трансфераза')).toBe('транс-фе-ра-за');
    expect(shown('Коагулограмма')).toBe('Ко-а-гу-ло-грам-ма');
    expect(shown('русский')).toBe('рус-ский');
  });

  it('keeps й and ъ with the letter before, ь with its consonant, and never leaves one letter alone', () => {
    expect(shown('район')).toBe('рай-он');
    expect(shown('подъезд')).toBe('подъ-езд');
    expect(shown('деревьев')).toBe('де-ре-вьев');
    expect(shown('письмо')).toBe('пись-мо');
    expect(shown('аорта')).toBe('аор-та');
    expect(shown('Описторхоз')).toBe('Опи-стор-хоз');
  });

  it('leaves acronyms, short and non-Cyrillic words whole, and the text otherwise as it was', () => {
    const text = 'Check-up «ПСА» и УЗИ, 40+ лет: мама';
    expect(shown(text)).toBe('Check-up «ПСА» и УЗИ, 40+ лет: ма-ма');
    expect(hyphenate(text).replaceAll(SOFT_HYPHEN, '')).toBe(text);
  });

  it('gives every part of a word a vowel and at least two letters, and starts none with й, ь or ъ', () => {
    const words = hyphenate(
      'Андростендион иммуноглобулин поверхностный количественно Токсоплазма честью семья Здоровье',
    ).split(' ');
    for (const word of words) {
      const parts = word.split(SOFT_HYPHEN);
      expect(parts.length, word).toBeGreaterThan(1);
      for (const part of parts) {
        expect(part, word).toMatch(/[аеёиоуыэюя]/i);
        expect(part.length, word).toBeGreaterThanOrEqual(2);
        expect(part, word).not.toMatch(/^[йьъ]/i);
      }
    }
  });
});
