/**
 * The booking page's post, taken on the server (the route's action): the dialog's rules and request, one module
 * each (form.ts validates, payload.ts builds and sends, sendError.ts reads the answer), with the form's own key.
 */
import { $locale, bookingRequestAt, pathInLocale, ROUTES, type RouteAction } from '@clinic/shared';
import { isIsoDay } from '@clinic/shared/core';
import { allSettled, type Scope } from 'effector';
import { validateContact } from '../../booking/form';
import { CONSENT_REQUIRED, CONSENT_TICKED, PREFERRED_DATE_FIELD } from '../../booking/pageFields';
import { bookingPayload, newIdempotencyKey, sendBooking } from '../../booking/payload';
import { CLINIC_SERVER_MESSAGE, describeSendError } from '../../booking/sendError';
import { fetchKnownTargetName } from '../../booking/target';
import { BOOKING_CATALOGS, bookingTextIn } from '../../messages/bookingText';
import { type PageErrors, type PageForm, postForged, postRefused } from './model';

/** A key as newIdempotencyKey makes them (a UUID, or 32 hex digits). */
const KEY = /^[0-9a-f-]{32,36}$/i;

/** The post's fields (`application/x-www-form-urlencoded`): its text values, the last of a repeated name. */
async function formFields(request: Request): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for (const [name, value] of await request.formData()) if (typeof value === 'string') fields[name] = value;
  return fields;
}

/** The form again, with what the patient typed and what to correct (422) or that nothing was sent (503). */
async function refuse(scope: Scope, form: PageForm, status: 422 | 503): Promise<Response> {
  await allSettled(postRefused, { scope, params: form });
  return new Response(null, { status });
}

/** A post no form of this site makes. */
async function forged(scope: Scope): Promise<Response> {
  await allSettled(postForged, { scope });
  return new Response(null, { status: 400 });
}

/** Whether the thing booked exists (the API answers 404 for an unknown id); a failed read is not a no. */
async function targetExists(request: ReturnType<typeof bookingRequestAt>): Promise<boolean> {
  if (request?.targetId === undefined) return true;
  return (await fetchKnownTargetName(request)) !== null;
}

/**
 * The post in the page's language (`$locale`, from its address): the form comes back with messages in it, and a
 * taken post goes to that language's confirmation ('/kk/booking/sent'). The action runs before the page's data
 * step, so it loads its catalogue itself.
 */
export const submitBookingPost: RouteAction = async ({ request: post, params, context: { scope } }) => {
  const locale = scope.getState($locale);
  const [fields] = await Promise.all([formFields(post), BOOKING_CATALOGS.load(locale)]);
  const say = bookingTextIn(locale);
  const { name, phone, key = '', consent, [PREFERRED_DATE_FIELD]: day } = fields;
  const address = bookingRequestAt(params);
  // Only this site's form makes the post: a known kind and target, both fields, a key as the page writes it,
  // and a day only as a doctor's page writes it (whether the clinic takes that day is the API's to say).
  const dayProblem = day !== undefined && (!isIsoDay(day) || address?.targetId === undefined);
  if (!address || name === undefined || phone === undefined || !KEY.test(key) || dayProblem)
    return forged(scope);
  const request = day === undefined ? address : { ...address, preferredDate: day };
  const values = { name, phone, consent: consent === CONSENT_TICKED };
  let exists: boolean;
  try {
    exists = await targetExists(request);
  } catch {
    return refuse(scope, { values, errors: {}, message: say(CLINIC_SERVER_MESSAGE), key }, 503);
  }
  if (!exists) return forged(scope);

  const { errors, contact } = validateContact(values, locale);
  const pageErrors: PageErrors = values.consent ? errors : { ...errors, consent: say(CONSENT_REQUIRED) };
  const payload = contact && bookingPayload(request, contact);
  if (!payload || !values.consent)
    return refuse(scope, { values, errors: pageErrors, message: null, key }, 422);
  try {
    await sendBooking(payload, key);
  } catch (error) {
    const failure = describeSendError(error, locale);
    // Not answered: it may have been stored; the same submission again, under the same key, is stored once.
    // Refused by the API, which keeps its answer under the key: what the patient corrects is a new submission
    // (the site server makes its key from the content).
    return failure.type === 'unreachable'
      ? refuse(scope, { values, errors: {}, message: say(CLINIC_SERVER_MESSAGE), key }, 503)
      : refuse(
          scope,
          { values, errors: failure.fields, message: failure.message, key: newIdempotencyKey() },
          422,
        );
  }
  // Post/Redirect/Get. React Router's `redirect()` would add that export to the shared router every page loads.
  // The shell's server sends this Location as it is: the page's language prefix goes in here.
  return new Response(null, {
    status: 303,
    headers: { Location: pathInLocale(ROUTES.BOOKING_SENT, locale) },
  });
};
