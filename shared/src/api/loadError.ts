import type { AxiosError } from 'axios';
import type { SharedMessage } from '../messages/sharedText';

/** axios's own test (`isAxiosError`), without importing axios: it is loaded on first use (http.ts). */
const isAxiosError = (error: unknown): error is AxiosError =>
  typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;

/**
 * What a patient is told when data did not load, as a message of the shared catalogue: the view says it in the
 * page's language (`useSharedText()(id)`). A query keeps the id, not the sentence, so the words are chosen as
 * the page renders, whatever had loaded when the read failed.
 */
export function loadErrorId(error: unknown): SharedMessage {
  if (isAxiosError(error) && error.response?.status === 404) return 'loadError.notFound';
  if (isAxiosError(error) && !error.response) return 'loadError.offline';
  return 'loadError.failed';
}
