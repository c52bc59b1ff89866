import { Input } from '@clinic/shared';
import type { ComponentProps } from 'react';
import { useIMask } from 'react-imask';

type MaskOptions = Parameters<typeof useIMask>[0];

interface MaskedInputProps extends Omit<ComponentProps<typeof Input>, 'value' | 'defaultValue' | 'onChange'> {
  maskOptions: MaskOptions;
  /** The value to start from (a kept draft); the mask owns the input afterwards. */
  defaultValue: string;
  /** Every accepted change, as the mask shows it. */
  onAccept: (value: string) => void;
}

/** A text input under an IMask mask (react-imask): typing, pasting and autofill all go through the mask. */
export function MaskedInput({ maskOptions, defaultValue, onAccept, ...props }: MaskedInputProps) {
  const { ref } = useIMask<HTMLInputElement>(maskOptions, {
    defaultValue,
    onAccept: (value) => onAccept(value),
  });
  return <Input ref={ref} {...props} />;
}
