import { textIn } from '@clinic/shared';
import { describe, expect, it } from 'vitest';
import { DOCTORS_CATALOGS, type DoctorsMessage } from '../../messages/doctorsText';
import { DIRECTION_CYCLE, directionValue, SORT_TABS, sortForTab, UNSORTED, withNextDirection } from './sort';

describe('sort direction (SPEC §4: cycles none, asc, desc, none on each click)', () => {
  it('walks the whole cycle and comes back to none', () => {
    let sort = UNSORTED;
    const seen = [];
    for (let click = 0; click < 4; click += 1) {
      sort = withNextDirection(sort);
      seen.push(sort.sort_direction);
    }
    expect(seen).toEqual(['asc', 'desc', '', 'asc']);
  });
  it('keeps the sort field while the direction changes', () => {
    expect(withNextDirection({ sort_by: 'rating', sort_direction: 'desc' })).toEqual({
      sort_by: 'rating',
      sort_direction: '',
    });
  });
  it('has exactly the three directions', () => {
    expect(Object.keys(DIRECTION_CYCLE).sort()).toEqual(['', 'asc', 'desc']);
  });
});

describe('sort tabs (SPEC §4: Price sets asc; Rating or Experience set desc; All clears it)', () => {
  it('sets the direction of each tab', () => {
    expect(sortForTab('first_appointment')).toEqual({ sort_by: 'first_appointment', sort_direction: 'asc' });
    expect(sortForTab('rating')).toEqual({ sort_by: 'rating', sort_direction: 'desc' });
    expect(sortForTab('experience')).toEqual({ sort_by: 'experience', sort_direction: 'desc' });
    expect(sortForTab('')).toEqual({ sort_by: '', sort_direction: '' });
  });
  it('shows All, Price, Rating and Experience in Russian and in Kazakh, in that order', async () => {
    await Promise.all([DOCTORS_CATALOGS.load('ru'), DOCTORS_CATALOGS.load('kk')]);
    const [ru, kk] = [
      textIn<DoctorsMessage>(DOCTORS_CATALOGS, 'ru'),
      textIn<DoctorsMessage>(DOCTORS_CATALOGS, 'kk'),
    ];
    expect(SORT_TABS.map((tab) => [tab.sortBy, ru(tab.label)])).toEqual([
      ['', 'Все'],
      ['first_appointment', 'Цена'],
      ['rating', 'Рейтинг'],
      ['experience', 'Стаж'],
    ]);
    expect(SORT_TABS.map((tab) => kk(tab.label))).toEqual(['Барлығы', 'Баға', 'Рейтинг', 'Тәжірибе']);
    const directions = (['', 'asc', 'desc'] as const).map((direction) => ({
      direction: directionValue(direction),
    }));
    expect(directions.map((values) => ru('sort.direction', values))).toEqual([
      'без направления',
      'по возрастанию',
      'по убыванию',
    ]);
    expect(directions.map((values) => kk('sort.direction', values))).toEqual([
      'бағытсыз',
      'өсу бойынша',
      'кему бойынша',
    ]);
  });
});
