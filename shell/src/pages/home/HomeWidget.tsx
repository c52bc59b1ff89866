import { Box, useNearViewport, WIDGETS, type WidgetName } from '@clinic/shared';
import { useRef } from 'react';
import { RemoteWidget } from '../../federation/RemoteSection';
import { WidgetPlaceholder } from './WidgetPlaceholder';
import type { WidgetSlot } from './widgetSlots';

interface HomeWidgetProps {
  name: WidgetName;
  label: string;
  /** The loaded widget's box (WIDGET_SLOTS), which its placeholder reserves. */
  slot: WidgetSlot;
  /** Below the fold: load the remote only when the patient scrolls near it. */
  deferred?: boolean;
}

/**
 * A remote's widget on the home page: a skeleton of the loaded widget's size while it loads (so the page
 * below never jumps), a one-line fallback if its remote is down; the rest of the page never depends on it.
 */
export function HomeWidget({ name, label, slot, deferred = false }: HomeWidgetProps) {
  const { remote, module } = WIDGETS[name];
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearViewport(anchor);
  const skeleton = <WidgetPlaceholder slot={slot} />;
  if (deferred && !near) return <Box ref={anchor}>{skeleton}</Box>;
  // Marked as the remote's (tests tell its words from the shell's); `display: contents` keeps the layout its own.
  return (
    <div data-widget={name} style={{ display: 'contents' }}>
      <RemoteWidget remote={remote} module={module} label={label} loading={skeleton} />
    </div>
  );
}
