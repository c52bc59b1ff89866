import {
  Box,
  Button,
  chakra,
  HStack,
  Input,
  Spinner,
  Stack,
  Text,
  useLocale,
  VisuallyHidden,
} from '@clinic/shared';
import { PHONE_PLACEHOLDER } from '@clinic/shared/contact';
import { type ReactNode, type RefObject, useId } from 'react';
import { useBookingText } from '../messages/bookingText';
import { ConsentLabel } from '../ui/ConsentLabel';
import { PhoneInput } from '../ui/PhoneInput';
import { type FormValues, immediatePhoneError } from './form';
import { BOOKING_FORM_ID, CONSENT_TICKED, PREFERRED_DATE_FIELD } from './pageFields';
import { FIELD_MAX_LENGTH } from './rules';
import type { FieldErrors } from './sendError';

/** The errors under the fields: the page's server also refuses a missing consent (the dialog's button waits for it). */
export type BookingFormErrors = FieldErrors & { consent?: string };

/** The page's form: posted by the browser to `action`, with or without scripts (submitBookingPost.ts). */
export interface BookingPost {
  action: string;
  /** The submission's Idempotency-Key: every post of this form carries it, so a resent post is stored once. */
  key: string;
  /** The day picked on the doctor's page ('YYYY-MM-DD'), posted as the request's `preferred_date`. */
  preferredDate?: string;
}

/** The dialog's form: its model holds the values and sends the submit; the phone is masked as it is typed. */
export interface BookingScript {
  sending: boolean;
  nameRef: RefObject<HTMLInputElement | null>;
  onNameChange: (name: string) => void;
  onPhoneChange: (phone: string) => void;
  onConsentChange: (consent: boolean) => void;
  onSubmit: () => void;
  /** 'Отмена' of a persistent dialog, beside the submit button. */
  cancel?: ReactNode;
}

type BookingFormProps = {
  values: FormValues;
  errors: BookingFormErrors;
  /** Above the button: a send that failed, or a refusal of no one field. */
  message: string | null;
  /** The message is a send that failed: the submit button says 'Повторить'. */
  failed: boolean;
} & ({ post: BookingPost; script?: undefined } | { script: BookingScript; post?: undefined });

/** The look of both text fields (48 px high: a finger's target). */
const FIELD_LOOK = {
  size: 'xl',
  bg: 'white',
  borderColor: 'gray.300',
  borderRadius: 'xl',
  _invalid: { borderColor: 'red.700' },
} as const;

function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <chakra.label htmlFor={htmlFor} display="block" fontWeight="medium" mb="1">
      {children}{' '}
      <chakra.span aria-hidden="true" color="red.700">
        *
      </chakra.span>
    </chakra.label>
  );
}

function FieldError({ id, field, message }: { id: string; field: string; message?: string }) {
  if (!message) return null;
  // red.700: still red, and readable (4.5:1 on white, WCAG 1.4.3); announced as it appears (SPEC §5).
  return (
    <Text id={id} data-error-for={field} role="alert" color="red.700" fontSize="sm" mt="1">
      {message}
    </Text>
  );
}

/**
 * The booking form of the dialog and of the booking page: name, phone, consent, the messages and the submit
 * (SPEC §4, §5). Its base is plain HTML that posts without scripts (`post`: the hidden key and day, the
 * honeypot, uncontrolled fields whose server values stay through hydration). With `script` (the dialog) the same
 * markup is driven by the model: controlled values, the submit without a page load, the masked phone, the
 * sending state.
 */
export function BookingForm({ values, errors, message, failed, post, script }: BookingFormProps) {
  // The page's ids are fixed (its server HTML, its tests); a dialog opened over a booking page gets its own.
  const generated = useId();
  const text = useBookingText();
  const locale = useLocale();
  const idBase = post ? 'booking' : `booking-${generated}`;
  const sending = script?.sending ?? false;
  const shown: BookingFormErrors = {
    ...errors,
    // Said at once while typing in the dialog; the page learns of it from the server's answer.
    phone: errors.phone ?? (script ? immediatePhoneError(values.phone, locale) : undefined),
  };
  const ids = (field: keyof BookingFormErrors) => ({
    id: `${idBase}-${field}`,
    'aria-invalid': shown[field] ? true : undefined,
    'aria-describedby': shown[field] ? `${idBase}-${field}-error` : undefined,
  });
  const error = (field: keyof BookingFormErrors) => (
    <FieldError id={`${idBase}-${field}-error`} field={field} message={shown[field]} />
  );
  return (
    <chakra.form
      id={post ? BOOKING_FORM_ID : undefined}
      method={post ? 'post' : undefined}
      action={post?.action}
      noValidate
      aria-busy={script ? sending : undefined}
      onSubmit={
        script &&
        ((event) => {
          event.preventDefault();
          script.onSubmit();
        })
      }
    >
      {post && (
        <>
          <input type="hidden" name="key" defaultValue={post.key} />
          {post.preferredDate && (
            <input type="hidden" name={PREFERRED_DATE_FIELD} defaultValue={post.preferredDate} />
          )}
          {/* A field no person sees or reaches (off screen, out of the tab order, hidden from screen readers): a
              script that fills every field fills it, and the site server refuses that post (HONEYPOT_FIELD). */}
          <chakra.div
            aria-hidden="true"
            position="absolute"
            left="-10000px"
            w="1px"
            h="1px"
            overflow="hidden"
          >
            <label>
              {text('form.honeypot')}
              <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
            </label>
          </chakra.div>
        </>
      )}
      <Stack gap="5">
        <Box>
          <FieldLabel htmlFor={`${idBase}-name`}>{text('form.name')}</FieldLabel>
          <Input
            ref={script?.nameRef}
            name="name"
            autoComplete="name"
            maxLength={FIELD_MAX_LENGTH}
            required
            {...FIELD_LOOK}
            {...ids('name')}
            {...(script
              ? { value: values.name, onChange: (event) => script.onNameChange(event.currentTarget.value) }
              : { defaultValue: values.name })}
          />
          {error('name')}
        </Box>
        <Box>
          <FieldLabel htmlFor={`${idBase}-phone`}>{text('form.phone')}</FieldLabel>
          {script ? (
            <PhoneInput
              name="phone"
              required
              {...FIELD_LOOK}
              {...ids('phone')}
              defaultValue={values.phone}
              onValueChange={script.onPhoneChange}
            />
          ) : (
            <Input
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={PHONE_PLACEHOLDER}
              required
              {...FIELD_LOOK}
              {...ids('phone')}
              defaultValue={values.phone}
            />
          )}
          {error('phone')}
        </Box>
        <Box>
          <chakra.label display="flex" gap="3" alignItems="flex-start" cursor="pointer">
            <chakra.input
              type="checkbox"
              name="consent"
              value={CONSENT_TICKED}
              w="6"
              h="6"
              flexShrink={0}
              accentColor="var(--chakra-colors-brand-600)"
              aria-describedby={shown.consent ? `${idBase}-consent-error` : undefined}
              {...(script
                ? {
                    checked: values.consent,
                    onChange: (event) => script.onConsentChange(event.currentTarget.checked),
                  }
                : { defaultChecked: values.consent })}
            />
            <span>
              <ConsentLabel />
            </span>
          </chakra.label>
          {error('consent')}
        </Box>
        {message && (
          <Text data-form-message role="alert" color={failed ? 'fg' : 'red.700'}>
            {message}
          </Text>
        )}
        <HStack justify={script ? 'flex-end' : 'flex-start'} gap="3" flexWrap="wrap">
          {script?.cancel}
          {/* The dialog's button waits for the consent; the page's server says what is missing. */}
          <Button type="submit" size="lg" disabled={script ? !values.consent || sending : undefined}>
            {sending && <Spinner size="sm" aria-hidden="true" />}
            {text(failed ? 'form.retry' : 'form.send')}
          </Button>
        </HStack>
        {script && <VisuallyHidden role="status">{sending ? text('form.sending') : ''}</VisuallyHidden>}
      </Stack>
    </chakra.form>
  );
}
