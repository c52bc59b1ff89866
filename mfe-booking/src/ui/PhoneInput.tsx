import { Input } from '@clinic/shared';
import { PHONE_PLACEHOLDER, readPhone } from '@clinic/shared/contact';
import { type ComponentProps, useLayoutEffect, useRef, useState } from 'react';
import { editPhone, phoneFieldState } from '../phone/phoneEdit';

interface PhoneInputProps extends Omit<ComponentProps<typeof Input>, 'value' | 'defaultValue' | 'onChange'> {
  /** The value to start from (a kept draft); the field owns what the patient types afterwards. */
  defaultValue: string;
  /** Every change, as the field shows it: '+7 (701) 555-66-77'. */
  onValueChange: (shown: string) => void;
}

/**
 * The phone of the booking form once scripts run: typing, pasting, autofill and edits in the middle all go
 * through `editPhone`, which keeps the digits the patient gave and shows them as +7 (###) ###-##-##
 * (docs/booking.md). Its id, label, look and aria come from the form (BookingForm.tsx).
 */
export function PhoneInput({ defaultValue, onValueChange, ...props }: PhoneInputProps) {
  const [field, setField] = useState(() => phoneFieldState(readPhone(defaultValue)));
  const ref = useRef<HTMLInputElement>(null);
  // React writes the value; the caret goes where the edit left it, not to the end.
  useLayoutEffect(() => {
    const input = ref.current;
    if (input && input === input.ownerDocument.activeElement)
      input.setSelectionRange(field.caret, field.caret);
  }, [field]);
  return (
    <Input
      ref={ref}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={PHONE_PLACEHOLDER}
      {...props}
      value={field.shown}
      onChange={(event) => {
        const input = event.currentTarget;
        const { inputType } = event.nativeEvent as InputEvent;
        const next = editPhone(
          field.entry,
          input.value,
          input.selectionStart ?? input.value.length,
          inputType,
        );
        setField(next);
        if (next.shown !== field.shown) onValueChange(next.shown);
      }}
    />
  );
}
