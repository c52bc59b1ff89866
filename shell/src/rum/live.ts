import { takeFacts } from './facts';
import { askToken, takeFact, watchHides } from './pageFacts';
import { watchVitals } from './vitals';

/** The beacon's code, fetched after the page settled (./startRum.ts): it takes the facts kept so far. */
export function goLive(): void {
  // First: the facts taken next may fill a beacon at once.
  askToken();
  takeFacts(takeFact);
  watchVitals();
  watchHides();
}
