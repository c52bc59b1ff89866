import { Text } from '@clinic/shared';

/** BUILD_LABEL compiled in by rspack; unit tests run the source without that define. */
const label = () => (typeof __BUILD_LABEL__ === 'string' ? __BUILD_LABEL__ : '');

/**
 * Which build of the analyses remote is live, when it was built with BUILD_LABEL (staging, the deploy e2e).
 * Normal builds have an empty label and render nothing.
 */
export function BuildLabel() {
  if (!label()) return null;
  return (
    <Text fontSize="sm" color="fg.muted">
      Сборка: {label()}
    </Text>
  );
}
