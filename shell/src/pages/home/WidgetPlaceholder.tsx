import { Skeleton, Stack } from '@clinic/shared';
import type { WidgetSlot } from './widgetSlots';

/**
 * What a widget's slot shows while the widget loads: its box exactly (so nothing moves when it arrives),
 * drawn as the card it will be — background, a title's line, the body — or a plain block inside a card.
 */
export function WidgetPlaceholder({ slot }: { slot: WidgetSlot }) {
  if (!slot.card) {
    return (
      <Skeleton h={slot.height} my={slot.my} w="full" borderRadius="2xl" data-testid="widget-skeleton" />
    );
  }
  return (
    <Stack
      h={slot.height}
      my={slot.my}
      gap="4"
      bg={slot.card.bg}
      p={slot.card.p}
      borderRadius="2xl"
      aria-hidden="true"
      data-testid="widget-skeleton"
    >
      <Skeleton h="7" w="40%" flexShrink="0" />
      <Skeleton flex="1" borderRadius="2xl" />
    </Stack>
  );
}
