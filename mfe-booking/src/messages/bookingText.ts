import { defineCatalogs, type Locale, type Translate, textIn, useText } from '@clinic/shared';
import type ru from './ru.json';

/** The booking remote's words (the dialogs, the form, its messages, the booking pages), one chunk per language. */
export const BOOKING_CATALOGS = defineCatalogs('booking', {
  ru: () => import(/* webpackChunkName: "messages-booking-ru" */ './ru.json'),
  kk: () => import(/* webpackChunkName: "messages-booking-kk" */ './kk.json'),
});

export type BookingMessage = keyof typeof ru;

/** In a component: the page's language. */
export const useBookingText = (): Translate<BookingMessage> => useText<BookingMessage>(BOOKING_CATALOGS);

/** «На главную», the way back of a not-found booking address (`notFoundRoute`). */
export function useHomeLabel(): string {
  return useBookingText()('page.home');
}

/** Outside React (validation, the page's post): the catalogue of `locale` must have been loaded. */
export const bookingTextIn = (locale: Locale): Translate<BookingMessage> =>
  textIn<BookingMessage>(BOOKING_CATALOGS, locale);
