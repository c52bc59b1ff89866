// The shared package's Russian words are in before any test renders, as the shell has them before its first
// render (startShell): a status message or spinner in a test then renders at once, as on a page.
// The words alone, not the package's index: what this file loads is loaded before any test's `vi.mock`.
import { SHARED_CATALOGS } from '@clinic/shared/messages';

await SHARED_CATALOGS.load('ru');
