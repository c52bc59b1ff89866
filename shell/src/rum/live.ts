import { takeFacts } from './facts';
import { takeFact, watchHides } from './pageFacts';
import { watchVitals } from './vitals';

/** The beacon's code, fetched after the page settled (./startRum.ts): it takes the facts kept so far. */
export function goLive(): void {
  takeFacts(takeFact);
  watchVitals();
  watchHides();
}
