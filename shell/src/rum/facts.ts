/**
 * The health beacon's facts as they happen, kept until its code arrives (./live.ts, once the page has settled or
 * at the first failure). Tiny on purpose: this part loads with the app, and `/` is held to its JS budget.
 */
export type Fact =
  | readonly ['ran' | 'fallbacks', string]
  | readonly ['loadFailures', string, unknown]
  | readonly ['map', Record<string, string | undefined>]
  | readonly ['view', string, string, boolean]
  | readonly ['error', ErrorEvent | PromiseRejectionEvent]
  | readonly ['hydration', unknown, string | undefined];

const waiting: Fact[] = [];
let handle: ((fact: Fact) => void) | null = null;
let failed: (() => void) | null = null;

export function rumFact(...fact: Fact): void {
  if (handle) handle(fact);
  else {
    waiting.push(fact);
    if (!['ran', 'map', 'view'].includes(fact[0])) failed?.();
  }
}

/** The beacon's code takes the facts so far, then each as it happens. */
export function takeFacts(next: (fact: Fact) => void): void {
  handle = next;
  for (const fact of waiting.splice(0)) next(fact);
}

/** Called at the first failure before the beacon's code is here: it is fetched then. */
export function onFirstFailure(run: () => void): void {
  failed = run;
}
