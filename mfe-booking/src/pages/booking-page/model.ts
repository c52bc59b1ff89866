/**
 * The booking page: the dialog's form as a page of its own, for a patient without scripts or who
 * tapped before them. Its address names the request; its post is taken by submitBookingPost.ts on the server.
 */
import { type BookingRequest, createQuery } from '@clinic/shared';
import { createEvent, createStore, sample } from 'effector';
import type { BookingFormErrors } from '../../booking/BookingForm';
import type { FormValues } from '../../booking/form';
import { fetchKnownTargetName } from '../../booking/target';

export type PageErrors = BookingFormErrors;

/** The form as the page shows it: after a refused post, what the patient sent, with the messages. */
export interface PageForm {
  values: FormValues;
  errors: PageErrors;
  /** Above the button: a send that failed (the button then says 'Повторить'), or a refusal of no one field. */
  message: string | null;
  /** The submission's Idempotency-Key: every post of this form carries it, so a resent post is stored once. */
  key: string;
}

export const emptyForm = (key: string): PageForm => ({
  values: { name: '', phone: '', consent: false },
  errors: {},
  message: null,
  key,
});

/** The page opened at an address: the request it asks for (null: no entry point links there), a fresh key. */
export const pageOpened = createEvent<{ request: BookingRequest | null; key: string }>();
/** The action refused a post: the form comes back with what was sent and why not. */
export const postRefused = createEvent<PageForm>();
/** The action got a post no form of the site sends: nothing was sent. */
export const postForged = createEvent();

export const $request = createStore<BookingRequest | null>(null, { skipVoid: false }).on(
  pageOpened,
  (_, { request }) => request,
);
export const $freshKey = createStore('').on(pageOpened, (_, { key }) => key);
export const $refused = createStore<PageForm | null>(null).on(postRefused, (_, form) => form);
export const $forged = createStore(false).on(postForged, () => true);

/** What is booked ('Врач: …'), by id; null when the API has no such id (the page is «not found» then). */
export const bookedTarget = createQuery(async (request: BookingRequest) => ({
  name: await fetchKnownTargetName(request),
}));

sample({
  clock: pageOpened,
  filter: ({ request }) => request?.targetId !== undefined,
  fn: ({ request }) => request as BookingRequest,
  target: bookedTarget.started,
});
