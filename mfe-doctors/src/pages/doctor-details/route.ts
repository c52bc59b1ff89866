import { type RouteLoader, startSection } from '@clinic/shared';
import { pageOpened, tabsOpened } from './model';
import { readTabs } from './tabAddress';
import { readDay, todayInDocument } from './week-picker/dayAddress';
import { dayAsked, todayRendered } from './week-picker/model';
import { clinicToday } from './week-picker/week';

export { DoctorDetailsPage as Component } from './DoctorDetailsPage';

/** The tab (`?tab=reviews`) and the picked day (`?day=2026-11-28`) are the address's: both are links. */
export const loader: RouteLoader = async ({ request, params, context: { scope } }) => {
  const { search } = new URL(request.url);
  await startSection(pageOpened, params.slug ?? '', scope);
  await startSection(tabsOpened, readTabs(search), scope);
  await startSection(dayAsked, readDay(search), scope);
  // The server renders the week of its today; the browser hydrates with that same week.
  const today = (scope ? null : todayInDocument()) ?? clinicToday(new Date());
  await startSection(todayRendered, today, scope);
};
