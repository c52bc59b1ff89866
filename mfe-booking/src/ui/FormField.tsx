import { useInteractiveKit } from '@clinic/shared';
import type { ReactNode } from 'react';

/**
 * A required field: its label, the input (given as children, so it gets the field's ids and aria-invalid),
 * and its first error in red, announced as it appears (SPEC §5).
 */
export function FormField({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: ReactNode;
}) {
  const { Field } = useInteractiveKit();
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        {label} <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {/* red.700: still red, and readable (4.5:1 on white, WCAG 1.4.3) */}
      <Field.ErrorText role="alert" color="red.700">
        {error}
      </Field.ErrorText>
    </Field.Root>
  );
}
