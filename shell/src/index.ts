// The async boundary: shared singletons are negotiated before any app code runs. The libraries are evaluated
// one per task before the app (see startInSteps), and the bootstrap then finds them ready.
import { startInSteps } from './startup/startInSteps';

startInSteps([
  () => import('react-dom/client'),
  () => import('@emotion/react'),
  () => import('effector-react'),
  () => import('react-router-dom'),
  () => import('@clinic/shared'),
  () => import('@clinic/shared').then(({ clinicSystem }) => clinicSystem()),
  () => import(/* webpackChunkName: "bootstrap" */ './bootstrap'),
]).catch((error: unknown) => console.error('[shell] the app did not start:', error));
