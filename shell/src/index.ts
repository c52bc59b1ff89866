// The async boundary: shared singletons are negotiated before any app code runs. The libraries are evaluated
// one per task before the app (see startInSteps), and the bootstrap then finds them ready. Each import names
// an export the app uses, so that a build without federation (the bench's single bundle) still tree-shakes.
import { startInSteps } from './startup/startInSteps';
import { warmLocaleData } from './startup/warmLocaleData';
import { warmShellMessages } from './startup/warmShellMessages';

// Intl's locale data loads while the main thread waits for the scripts, not in hydration. Only a warm-up: a
// failure would show where the page's own formatters are made.
warmLocaleData().catch(() => {});
// The shell's words in the page's language download beside its scripts: the first render waits for them.
warmShellMessages();

startInSteps([
  () => import(/* webpackExports: ["hydrateRoot", "createRoot"] */ 'react-dom/client'),
  () => import(/* webpackExports: ["CacheProvider"] */ '@emotion/react'),
  () => import(/* webpackExports: ["useUnit"] */ 'effector-react'),
  () => import(/* webpackExports: ["BrowserRouter"] */ 'react-router-dom'),
  () => import(/* webpackExports: ["clinicSystem"] */ '@clinic/shared'),
  () => import('@clinic/shared').then(({ clinicSystem }) => clinicSystem()),
  () => import(/* webpackChunkName: "bootstrap" */ './bootstrap'),
]).catch((error: unknown) => console.error('[shell] the app did not start:', error));
