import { vi } from 'vitest';

/** The arguments each Intl formatter was made with, in order. */
export interface MadeFormatters {
  DateTimeFormat: unknown[][];
  NumberFormat: unknown[][];
  PluralRules: unknown[][];
}

/**
 * Replaces the global Intl (until `vi.unstubAllGlobals()`) with one whose formatters record what they are made
 * with: the tests of when a formatter is made (on first use; while the scripts download) count and read them.
 */
export function recordingIntl(): MadeFormatters {
  const made: MadeFormatters = { DateTimeFormat: [], NumberFormat: [], PluralRules: [] };
  vi.stubGlobal(
    'Intl',
    Object.assign(Object.create(Intl), {
      DateTimeFormat: class extends Intl.DateTimeFormat {
        constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
          super(...args);
          made.DateTimeFormat.push(args);
        }
      },
      NumberFormat: class extends Intl.NumberFormat {
        constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
          super(...args);
          made.NumberFormat.push(args);
        }
      },
      PluralRules: class extends Intl.PluralRules {
        constructor(...args: ConstructorParameters<typeof Intl.PluralRules>) {
          super(...args);
          made.PluralRules.push(args);
        }
      },
    }),
  );
  return made;
}
