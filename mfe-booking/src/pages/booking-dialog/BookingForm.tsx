import {
  Box,
  Button,
  chakra,
  HStack,
  Spinner,
  Stack,
  useInteractiveKit,
  VisuallyHidden,
} from '@clinic/shared';
import type { ReactNode, RefObject } from 'react';
import { type Draft, immediatePhoneError } from '../../booking/form';
import { FIELD_MAX_LENGTH } from '../../booking/rules';
import { ConsentLabel } from '../../ui/ConsentLabel';
import { FormField } from '../../ui/FormField';
import { PhoneInput } from '../../ui/PhoneInput';

interface BookingFormProps {
  draft: Draft;
  nameRef: RefObject<HTMLInputElement | null>;
  onNameChange: (name: string) => void;
  onPhoneChange: (phone: string) => void;
  onConsentChange: (consent: boolean) => void;
  onSubmit: () => void;
  /** 'Отмена' of a persistent dialog, beside the submit button. */
  cancel?: ReactNode;
}

/** Name, phone, consent and submit (SPEC §4, §5). Validation runs on submit, in the model. */
export function BookingForm({ draft, nameRef, cancel, ...on }: BookingFormProps) {
  const { Checkbox, Field } = useInteractiveKit();
  const { values, errors, message, status } = draft;
  const sending = status === 'sending';
  return (
    <chakra.form
      noValidate
      aria-busy={sending}
      onSubmit={(event) => {
        event.preventDefault();
        on.onSubmit();
      }}
    >
      <Stack gap="4">
        <FormField label="Ваше имя" error={errors.name}>
          <Field.Input
            ref={nameRef}
            name="name"
            autoComplete="name"
            maxLength={FIELD_MAX_LENGTH}
            value={values.name}
            onChange={(event) => on.onNameChange(event.currentTarget.value)}
          />
        </FormField>
        <FormField label="Телефон" error={errors.phone ?? immediatePhoneError(values.phone)}>
          <PhoneInput name="phone" defaultValue={values.phone} onValueChange={on.onPhoneChange} />
        </FormField>
        <Checkbox.Root
          checked={values.consent}
          onCheckedChange={(change) => on.onConsentChange(change.checked === true)}
          alignItems="flex-start"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control borderColor="gray.500">
            <Checkbox.Indicator />
          </Checkbox.Control>
          <Checkbox.Label fontWeight="normal">
            <ConsentLabel />
          </Checkbox.Label>
        </Checkbox.Root>
        {message && (
          <Box role="alert" bg="red.50" color="red.800" borderRadius="lg" p="3" fontSize="sm">
            {message}
            {status === 'failed' && (
              <Button type="button" variant="outline" size="sm" mt="2" display="flex" onClick={on.onSubmit}>
                Повторить
              </Button>
            )}
          </Box>
        )}
        <HStack justify="flex-end" gap="3" flexWrap="wrap">
          {cancel}
          <Button type="submit" disabled={!values.consent || sending}>
            {sending && <Spinner size="sm" aria-hidden="true" />}
            Отправить
          </Button>
        </HStack>
        <VisuallyHidden role="status">{sending ? 'Отправляем заявку…' : ''}</VisuallyHidden>
      </Stack>
    </chakra.form>
  );
}
