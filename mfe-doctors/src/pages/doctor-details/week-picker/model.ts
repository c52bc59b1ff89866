import { combine, createEvent, createStore, sample } from 'effector';
import { clinicToday, type IsoDay, weekDays } from './week';

/** The picker appeared; `now` is the clock it reads today from (a fixed one in tests). */
export const pickerOpened = createEvent<Date>();
export const previousWeekClicked = createEvent();
export const nextWeekClicked = createEvent();
export const dayClicked = createEvent<IsoDay>();

export const $today = createStore<IsoDay>('').on(pickerOpened, (_, now) => clinicToday(now));
/** Weeks after the current one; the picker never goes back before the week of today. */
export const $weekOffset = createStore(0)
  .on(nextWeekClicked, (offset) => offset + 1)
  .on(previousWeekClicked, (offset) => Math.max(0, offset - 1))
  .reset(pickerOpened);
export const $days = combine($today, $weekOffset, (today, offset) => (today ? weekDays(today, offset) : []));
export const $canGoBack = $weekOffset.map((offset) => offset > 0);
/** The day the patient picked: today until they pick another; a past day cannot be picked. */
export const $selectedDay = createStore<IsoDay | null>(null);

sample({ clock: $today, target: $selectedDay });
sample({
  clock: dayClicked,
  source: $today,
  filter: (today, day) => day >= today,
  fn: (_, day) => day,
  target: $selectedDay,
});
