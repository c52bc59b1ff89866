/**
 * The booking dialog's one model. The bus's `$bookingRequest` says which dialog is open; here live the
 * drafts (one per target, kept across close and reopen until a send succeeds), the submission state machine
 * of `form.ts`, the sending itself, and the names of the targets.
 */
import {
  $bookingRequest,
  $locale,
  type BookingRequest,
  bookingClosed,
  bookingSucceeded,
  type Locale,
} from '@clinic/shared';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  type Draft,
  EMPTY_DRAFT,
  edited,
  failed,
  SENT_DRAFT,
  type Submission,
  submitted,
} from '../../booking/form';
import { newIdempotencyKey, sendBooking } from '../../booking/payload';
import { prepareProof, takeProof } from '../../booking/proof';
import { SENT_CLOSE_DELAY_MS } from '../../booking/rules';
import { describeSendError } from '../../booking/sendError';
import { fetchTargetName, targetKey } from '../../booking/target';
import { BOOKING_CATALOGS } from '../../messages/bookingText';

export const dialogMounted = createEvent();
export const nameChanged = createEvent<string>();
export const phoneChanged = createEvent<string>();
export const consentChanged = createEvent<boolean>();
/** The submit button, Enter in a field, or 'Повторить'. */
export const formSubmitted = createEvent();
/** The close button, 'Отмена', Escape or an outside click on a non-persistent dialog, or the end of the confirmation. */
export const dismissed = createEvent();

interface Attempt {
  target: string;
  request: BookingRequest;
  submission: Submission;
  /** The page's language: its failure is said in it. */
  locale: Locale;
}

export const sendFx = createEffect(async ({ submission }: Attempt) =>
  sendBooking(submission.payload, submission.key, await takeProof()),
);
export const confirmationShownFx = createEffect(
  () => new Promise<void>((resolve) => setTimeout(resolve, SENT_CLOSE_DELAY_MS)),
);
export const targetNameFx = createEffect(fetchTargetName);

/** The request closed last: the dialog keeps showing it while its closing transition plays. */
const $lastClosed = createStore<BookingRequest | null>(null);
export const $shownRequest = combine($bookingRequest, $lastClosed, (open, last) => open ?? last);
export const $open = $bookingRequest.map((request) => request !== null);
const $openTarget = $bookingRequest.map((request) => (request ? targetKey(request) : null));

export const $drafts = createStore<Record<string, Draft>>({});
export const $draft = combine(
  $drafts,
  $shownRequest,
  (drafts, request) => (request && drafts[targetKey(request)]) || EMPTY_DRAFT,
);
export const $sending = $draft.map((draft) => draft.status === 'sending');

export const $targetNames = createStore<Record<string, string>>({}).on(
  targetNameFx.done,
  (names, { params, result }) => (result ? { ...names, [targetKey(params)]: result } : names),
);
export const $targetName = combine($targetNames, $shownRequest, (names, request) =>
  request ? (names[targetKey(request)] ?? null) : null,
);

const withDraft = (drafts: Record<string, Draft>, target: string, draft: Draft | null) => {
  const next = { ...drafts };
  if (draft) next[target] = draft;
  else delete next[target];
  return next;
};

// Typing edits the open target's draft.
const valuesEdited = sample({
  clock: [
    nameChanged.map((name) => ({ name })),
    phoneChanged.map((phone) => ({ phone })),
    consentChanged.map((consent) => ({ consent })),
  ],
  source: $openTarget,
  filter: Boolean,
  fn: (target: string, change) => ({ target, change }),
});
$drafts.on(valuesEdited, (drafts, { target, change }) =>
  withDraft(drafts, target, edited(drafts[target] ?? EMPTY_DRAFT, change)),
);

// Submitting validates, and starts one send per logical submission.
const submitChecked = sample({
  clock: formSubmitted,
  source: { drafts: $drafts, request: $bookingRequest, locale: $locale },
  fn: ({ drafts, request, locale }) => {
    if (!request) return undefined;
    const target = targetKey(request);
    const checked = submitted(drafts[target] ?? EMPTY_DRAFT, request, newIdempotencyKey, locale);
    return { target, request, locale, ...checked };
  },
}).filterMap((checked) => checked);
$drafts.on(submitChecked, (drafts, { target, draft }) => withDraft(drafts, target, draft));
sample({
  clock: submitChecked.filterMap(({ target, request, send, locale }): Attempt | undefined =>
    send ? { target, request, submission: send, locale } : undefined,
  ),
  target: sendFx,
});

// A failure keeps every value (and the key, for the retry).
$drafts.on(sendFx.fail, (drafts, { params, error }) =>
  withDraft(
    drafts,
    params.target,
    failed(drafts[params.target] ?? EMPTY_DRAFT, describeSendError(error, params.locale)),
  ),
);

// Success: the draft is done. An open dialog confirms, then closes; a closed one just forgets the draft.
const succeeded = sample({
  clock: sendFx.done,
  source: $openTarget,
  fn: (openTarget, { params }) => ({ ...params, confirm: openTarget === params.target }),
});
$drafts.on(succeeded, (drafts, { target, confirm }) =>
  withDraft(drafts, target, confirm ? SENT_DRAFT : null),
);
sample({ clock: succeeded, fn: ({ request }) => request, target: bookingSucceeded });
sample({ clock: succeeded, filter: ({ confirm }) => confirm, target: confirmationShownFx });
sample({
  clock: confirmationShownFx.done,
  source: $draft,
  filter: (draft) => draft.status === 'sent',
  target: dismissed,
});

// Closing: remember what was shown, so the closing transition still shows it, and tell the bus.
const closing = sample({ clock: dismissed, source: $bookingRequest, filter: Boolean });
$lastClosed.on(closing, (_, request) => request);
sample({ clock: closing, target: bookingClosed });

// Opening: a confirmed draft gives way to a fresh form, and an appointment's target gets its name.
const opened = sample({
  clock: [dialogMounted, $bookingRequest.updates],
  source: $bookingRequest,
  filter: Boolean,
});
/** Solved while the patient types: the send never waits for it. */
const proofPreparedFx = createEffect(prepareProof);
sample({ clock: opened, target: proofPreparedFx });
/**
 * The messages the form's checks and failures are said with, in the page's language (the dialog's view loads them
 * too: whichever comes first, once).
 */
const catalogueLoadedFx = createEffect((locale: Locale) => BOOKING_CATALOGS.load(locale));
sample({ clock: opened, source: $locale, target: catalogueLoadedFx });
$drafts.on(opened, (drafts, request) => {
  const target = targetKey(request);
  return drafts[target]?.status === 'sent' ? withDraft(drafts, target, null) : drafts;
});
sample({
  clock: opened,
  source: $targetNames,
  filter: (names, request) => request.targetId !== undefined && names[targetKey(request)] === undefined,
  fn: (_, request) => request,
  target: targetNameFx,
});
