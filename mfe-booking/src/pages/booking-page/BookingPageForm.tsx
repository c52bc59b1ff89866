import { Box, Button, chakra, Stack, Text } from '@clinic/shared';
import { CONSENT_TICKED, PREFERRED_DATE_FIELD } from '../../booking/pageFields';
import { FIELD_MAX_LENGTH } from '../../booking/rules';
import { ConsentLabel } from '../../ui/ConsentLabel';
import { BOOKING_FORM_ID } from './formInDocument';
import type { PageForm } from './model';

const Input = chakra('input', {
  base: {
    w: 'full',
    minH: '12',
    px: '4',
    borderWidth: '1px',
    borderColor: 'gray.300',
    borderRadius: 'xl',
    bg: 'white',
    fontSize: 'md',
    _invalid: { borderColor: 'red.700' },
  },
});

function FieldError({ field, message }: { field: string; message?: string }) {
  if (!message) return null;
  return (
    <Text
      id={`booking-${field}-error`}
      data-error-for={field}
      role="alert"
      color="red.700"
      fontSize="sm"
      mt="1"
    >
      {message}
    </Text>
  );
}

/**
 * The booking form as plain HTML: it posts to its own address, where the booking remote's server code takes it
 * (submitBookingPost.ts), with or without scripts. Uncontrolled fields: what the server sent, or what the patient
 * typed before the scripts came, stays in them through hydration.
 */
export function BookingPageForm({
  action,
  form,
  preferredDate,
}: {
  action: string;
  form: PageForm;
  /** The day picked on the doctor's page ('YYYY-MM-DD'): posted with the form as the request's `preferred_date`. */
  preferredDate?: string;
}) {
  const { values, errors, message, key } = form;
  const failed = message !== null && Object.keys(errors).length === 0;
  return (
    <chakra.form id={BOOKING_FORM_ID} method="post" action={action} noValidate>
      <input type="hidden" name="key" defaultValue={key} />
      {preferredDate && <input type="hidden" name={PREFERRED_DATE_FIELD} defaultValue={preferredDate} />}
      {/* A field no person sees or reaches (off screen, out of the tab order, hidden from screen readers): a
          script that fills every field fills it, and the site server refuses that post (HONEYPOT_FIELD). */}
      <chakra.div aria-hidden="true" position="absolute" left="-10000px" w="1px" h="1px" overflow="hidden">
        <label>
          Не заполняйте это поле
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </chakra.div>
      <Stack gap="5">
        <Box>
          <chakra.label htmlFor="booking-name" display="block" fontWeight="medium" mb="1">
            Ваше имя
          </chakra.label>
          <Input
            id="booking-name"
            name="name"
            autoComplete="name"
            maxLength={FIELD_MAX_LENGTH}
            required
            defaultValue={values.name}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? 'booking-name-error' : undefined}
          />
          <FieldError field="name" message={errors.name} />
        </Box>
        <Box>
          <chakra.label htmlFor="booking-phone" display="block" fontWeight="medium" mb="1">
            Телефон
          </chakra.label>
          <Input
            id="booking-phone"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+7 (___) ___-__-__"
            required
            defaultValue={values.phone}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={errors.phone ? 'booking-phone-error' : undefined}
          />
          <FieldError field="phone" message={errors.phone} />
        </Box>
        <Box>
          <chakra.label display="flex" gap="3" alignItems="flex-start" cursor="pointer">
            <chakra.input
              type="checkbox"
              name="consent"
              value={CONSENT_TICKED}
              defaultChecked={values.consent}
              w="6"
              h="6"
              flexShrink={0}
              accentColor="var(--chakra-colors-brand-600)"
              aria-describedby={errors.consent ? 'booking-consent-error' : undefined}
            />
            <span>
              <ConsentLabel />
            </span>
          </chakra.label>
          <FieldError field="consent" message={errors.consent} />
        </Box>
        {message && (
          <Text data-form-message role="alert" color={failed ? 'fg' : 'red.700'}>
            {message}
          </Text>
        )}
        <Button type="submit" size="lg" alignSelf="flex-start">
          {failed ? 'Повторить' : 'Отправить'}
        </Button>
      </Stack>
    </chakra.form>
  );
}
