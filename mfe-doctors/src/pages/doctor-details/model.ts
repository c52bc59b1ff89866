import {
  type BookingRequest,
  bookingRequested,
  createQuery,
  type Doctor,
  type SharedMessage,
} from '@clinic/shared';
import { combine, createEvent, createStore, sample } from 'effector';
import { getDoctorFx, getDoctorsFx } from '../../lib/api';
import { normalizeDoctor, normalizeDoctors } from '../../lib/normalizeDoctor';
import type { MobileTabValue, ReviewTabValue } from './reviewTabs';
import { type DoctorTabs, FIRST_TABS } from './tabAddress';
import { $selectedDay } from './week-picker/model';

/** Booking this doctor on the picked day: what the sign-up button links to (its `?day=`) and asks for. */
export const doctorBooking = (id: number | undefined, day: string | null): BookingRequest => ({
  kind: 'doctor',
  targetId: id,
  ...(day && { preferredDate: day }),
});

/** The doctor page was opened for a route slug. */
export const pageOpened = createEvent<string>();
export const retryClicked = createEvent();
export const signUpClicked = createEvent();
/** The tabs the page's address asks for: on opening (its route's load) and when a tab's link changes it. */
export const tabsOpened = createEvent<DoctorTabs>();

/** SPEC §7: the id is found from the slug in the list, then the doctor is read by id. */
export const doctorsListQuery = createQuery<void, Doctor[]>(() => getDoctorsFx().then(normalizeDoctors));
export const doctorQuery = createQuery((id: number) => getDoctorFx(id).then(normalizeDoctor));

const $slug = createStore('').on(pageOpened, (_, slug) => slug);
/** SPEC §4: desktop review tabs all / positive / negative; mobile tabs about / reviews: the address's (tabAddress.ts). */
export const $reviewTab = createStore<ReviewTabValue>(FIRST_TABS.review)
  .on(tabsOpened, (_, tabs) => tabs.review)
  .reset(pageOpened);
export const $mobileTab = createStore<MobileTabValue>(FIRST_TABS.mobile)
  .on(tabsOpened, (_, tabs) => tabs.mobile)
  .reset(pageOpened);
export const $doctorId = combine(
  doctorsListQuery.$data,
  $slug,
  (doctors, slug) => doctors?.find((doctor) => doctor.slug === slug)?.id ?? null,
);

export type DetailsView =
  | { kind: 'loading' }
  /** `error`: the shared catalogue's message for it. */
  | { kind: 'failed'; error: SharedMessage }
  | { kind: 'notFound' }
  | { kind: 'ready'; doctor: Doctor };

export const $view = combine(
  {
    doctors: doctorsListQuery.$data,
    listError: doctorsListQuery.$error,
    id: $doctorId,
    doctor: doctorQuery.$data,
    doctorError: doctorQuery.$error,
  },
  ({ doctors, listError, id, doctor, doctorError }): DetailsView => {
    if (listError) return { kind: 'failed', error: listError };
    if (doctors === null) return { kind: 'loading' };
    if (id === null) return { kind: 'notFound' };
    if (doctorError) return { kind: 'failed', error: doctorError };
    // An answer about another doctor (the previous page) is never shown for this one.
    return doctor?.id === id ? { kind: 'ready', doctor } : { kind: 'loading' };
  },
);

sample({ clock: pageOpened, target: doctorsListQuery.started });
sample({
  clock: $doctorId,
  filter: (id): id is number => id !== null,
  target: doctorQuery.started,
});
sample({
  clock: retryClicked,
  source: doctorsListQuery.$error,
  filter: (error) => error !== null,
  target: doctorsListQuery.retried,
});
sample({
  clock: retryClicked,
  source: doctorQuery.$error,
  filter: (error) => error !== null,
  target: doctorQuery.retried,
});
// The day picked in «Выберите день приёма» goes with the booking: the dialog shows it and the request carries it.
sample({
  clock: signUpClicked,
  source: { id: $doctorId, day: $selectedDay },
  filter: ({ id }) => id !== null,
  fn: ({ id, day }) => doctorBooking(id ?? undefined, day),
  target: bookingRequested,
});
