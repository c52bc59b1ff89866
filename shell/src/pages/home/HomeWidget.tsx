import { Skeleton, WIDGETS, type WidgetName } from '@clinic/shared';
import { RemoteWidget } from '../../federation/RemoteSection';

/**
 * A remote's widget on the home page: a skeleton of its size while it loads, a one-line fallback if its
 * remote is down; the rest of the page never depends on it.
 */
export function HomeWidget({ name, label, height }: { name: WidgetName; label: string; height: string }) {
  const { remote, module } = WIDGETS[name];
  return (
    <RemoteWidget
      remote={remote}
      module={module}
      label={label}
      loading={<Skeleton h={height} w="full" borderRadius="2xl" />}
    />
  );
}
