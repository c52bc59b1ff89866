import { describe, expect, it } from 'vitest';
import { matchesQuery, normalizeForSearch, plainText } from './search';

describe('search normalisation (case-insensitive, ё = е, markup ignored)', () => {
  it('ignores markup and decodes entities', () => {
    expect(plainText('<b>ТТГ</b> (тиреотропный гормон)')).toBe('ТТГ (тиреотропный гормон)');
    expect(plainText('Гликированный гемоглобин (HbA<sub>1c</sub>)')).toBe('Гликированный гемоглобин (HbA1c)');
    expect(plainText('Кровь &amp; моча<br>натощак')).toBe('Кровь & моча натощак');
  });

  it('lowercases and treats ё as е', () => {
    expect(normalizeForSearch('<b>Ёмкость</b> ЖЕЛЕЗОСВЯЗЫВАЮЩАЯ')).toBe('емкость железосвязывающая');
  });

  it('matches every word of the query, in any case and with ё', () => {
    const name = normalizeForSearch('<b>Липидограмма</b> (липидный профиль)');
    expect(matchesQuery(name, 'ЛИПИДОГРАММА')).toBe(true);
    expect(matchesQuery(name, 'профиль липид')).toBe(true);
    expect(matchesQuery(name, '<b>')).toBe(false);
    expect(matchesQuery(normalizeForSearch('Общий белок'), 'ОБЩИЙ  бЕлок')).toBe(true);
    expect(matchesQuery(normalizeForSearch('Жёлчные кислоты'), 'желчные')).toBe(true);
    expect(matchesQuery(normalizeForSearch('Желчные кислоты'), 'жёлчные')).toBe(true);
    expect(matchesQuery(name, 'ттг')).toBe(false);
  });

  it('an empty query matches nothing (the view shows the catalogue instead)', () => {
    expect(matchesQuery('общий белок', '   ')).toBe(false);
  });
});
