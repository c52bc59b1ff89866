// The shared package's Russian words are in before any test renders, as the shell has them before its first
// render (startShell): a status message or spinner in a test then renders at once, as on a page.
import { SHARED_CATALOGS } from './shared/src/messages/sharedText';

await SHARED_CATALOGS.load('ru');
