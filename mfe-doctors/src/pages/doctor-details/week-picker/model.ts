import { addDays, PREFERRED_DAY_HORIZON_DAYS } from '@clinic/shared/core';
import { createEvent, createStore } from 'effector';
import { clinicToday, DAYS_IN_WEEK, type IsoDay, mondayOf, type WeekDay, weekDays } from './week';

/** The picker appeared; `now` is the clock it reads today from (a fixed one in tests). */
export const pickerOpened = createEvent<Date>();
/**
 * Today as the page was rendered with: the server's, read back from its HTML before hydration, so the first
 * render in the browser is the server's whatever the device's clock says (pickerOpened corrects it after).
 */
export const todayRendered = createEvent<IsoDay>();
/** The day the page's address asks for (`?day=2026-11-28`, the day links' target without scripts); null: none. */
export const dayAsked = createEvent<IsoDay | null>();
export const previousWeekClicked = createEvent();
export const nextWeekClicked = createEvent();
export const dayClicked = createEvent<IsoDay>();

interface Picker {
  today: IsoDay;
  /** Weeks after the current one; the picker never goes back before the week of today. */
  offset: number;
  /** The day the patient picked: the address's, else today, until they pick another. */
  selected: IsoDay | null;
  asked: IsoDay | null;
}

const lastDay = (today: IsoDay) => addDays(today, PREFERRED_DAY_HORIZON_DAYS);
/** A day a patient may ask for: from today to the horizon the clinic books (and the API takes). */
const canPick = (today: IsoDay, day: IsoDay) => today !== '' && day >= today && day <= lastDay(today);
const weeksBetween = (from: IsoDay, to: IsoDay) =>
  Math.round((Date.parse(mondayOf(to)) - Date.parse(mondayOf(from))) / (DAYS_IN_WEEK * 86_400_000));

/** Opening, or a new today or address: the address's day when it can be picked, else today, and its week. */
function settled(picker: Picker): Picker {
  if (picker.today === '') return picker;
  const selected = picker.asked && canPick(picker.today, picker.asked) ? picker.asked : picker.today;
  return { ...picker, selected, offset: weeksBetween(picker.today, selected) };
}

const $picker = createStore<Picker>({ today: '', offset: 0, selected: null, asked: null })
  .on(pickerOpened, (picker, now) => settled({ ...picker, today: clinicToday(now) }))
  .on(todayRendered, (picker, today) => settled({ ...picker, today }))
  .on(dayAsked, (picker, asked) => settled({ ...picker, asked }))
  .on(nextWeekClicked, (picker) =>
    picker.today && mondayOf(picker.today, picker.offset + 1) <= lastDay(picker.today)
      ? { ...picker, offset: picker.offset + 1 }
      : picker,
  )
  .on(previousWeekClicked, (picker) => ({ ...picker, offset: Math.max(0, picker.offset - 1) }))
  .on(dayClicked, (picker, day) => (canPick(picker.today, day) ? { ...picker, selected: day } : picker));

export interface PickerDay extends WeekDay {
  /** Past the horizon the clinic books: shown, not offered. */
  isBeyond: boolean;
}

export const $today = $picker.map((picker) => picker.today);
export const $weekOffset = $picker.map((picker) => picker.offset);
export const $days = $picker.map(({ today, offset }): PickerDay[] =>
  today ? weekDays(today, offset).map((day) => ({ ...day, isBeyond: day.iso > lastDay(today) })) : [],
);
export const $canGoBack = $picker.map((picker) => picker.offset > 0);
export const $canGoForward = $picker.map(
  ({ today, offset }) => today !== '' && mondayOf(today, offset + 1) <= lastDay(today),
);
export const $selectedDay = $picker.map((picker) => picker.selected);
