import { FREE_CHALLENGES } from './challengeCost';

/** The booking defences' settings (docs/security.md § Bookings), read from the environment with their defaults. */
export interface BookingSettings {
  /** Booking posts one address may make per window, form posts and API posts counted apart (BOOKING_POSTS_PER_WINDOW). */
  postsPerWindow: number;
  /** The window of that limit, in seconds (BOOKING_LIMIT_WINDOW_S). */
  limitWindowS: number;
  /** A form posted sooner than this after it was served was not typed by a person (BOOKING_MIN_FILL_MS). */
  minFillMs: number;
  /** How long a booking post may wait for the clinic's API before the patient is told the outcome is unknown (BOOKING_BUDGET_MS). */
  budgetMs: number;
  /** The same booking sent again within this window reaches the clinic once (BOOKING_REPEAT_WINDOW_S). */
  repeatWindowS: number;
  /** Proof-of-work challenges a client gets at the base price per window (BOOKING_FREE_CHALLENGES; challengeCost.ts). */
  freeChallenges: number;
}

export const DEFAULT_BOOKING_SETTINGS: BookingSettings = {
  /** A patient books once or twice; a reception desk behind one address a few times an hour. */
  postsPerWindow: 10,
  limitWindowS: 600,
  /** Autofill and a tap take a person about two seconds; a script posts at once. */
  minFillMs: 1500,
  /** Longer than a page's 3 s: the API stores a booking after the page budget would have given up. */
  budgetMs: 15_000,
  /** Back and resend, a reload, a second tab: all within minutes. */
  repeatWindowS: 1800,
  freeChallenges: FREE_CHALLENGES,
};

const NAMES: Record<keyof BookingSettings, string> = {
  postsPerWindow: 'BOOKING_POSTS_PER_WINDOW',
  limitWindowS: 'BOOKING_LIMIT_WINDOW_S',
  minFillMs: 'BOOKING_MIN_FILL_MS',
  budgetMs: 'BOOKING_BUDGET_MS',
  repeatWindowS: 'BOOKING_REPEAT_WINDOW_S',
  freeChallenges: 'BOOKING_FREE_CHALLENGES',
};

/** The settings from `env`; a value that is not a whole number is a message for the operator. */
export function readBookingSettings(env: NodeJS.ProcessEnv): BookingSettings {
  const settings = { ...DEFAULT_BOOKING_SETTINGS };
  for (const [field, name] of Object.entries(NAMES) as [keyof BookingSettings, string][]) {
    const value = env[name];
    if (value === undefined || value === '') continue;
    if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number, got "${value}"`);
    settings[field] = Number(value);
  }
  for (const field of ['postsPerWindow', 'limitWindowS', 'budgetMs', 'repeatWindowS'] as const) {
    if (settings[field] === 0) throw new Error(`${NAMES[field]} must be positive`);
  }
  return settings;
}
