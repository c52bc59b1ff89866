import { Box, Skeleton, WIDGETS, type WidgetName } from '@clinic/shared';
import { useRef } from 'react';
import { RemoteWidget } from '../../federation/RemoteSection';
import { useNearViewport } from './useNearViewport';

interface HomeWidgetProps {
  name: WidgetName;
  label: string;
  height: string;
  /** Below the fold: load the remote only when the patient scrolls near it. */
  deferred?: boolean;
}

/**
 * A remote's widget on the home page: a skeleton of its size while it loads, a one-line fallback if its
 * remote is down; the rest of the page never depends on it.
 */
export function HomeWidget({ name, label, height, deferred = false }: HomeWidgetProps) {
  const { remote, module } = WIDGETS[name];
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearViewport(anchor);
  const skeleton = <Skeleton h={height} w="full" borderRadius="2xl" />;
  if (deferred && !near) return <Box ref={anchor}>{skeleton}</Box>;
  return <RemoteWidget remote={remote} module={module} label={label} loading={skeleton} />;
}
