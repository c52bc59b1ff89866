import { Button, Flex, Text, useSharedText } from '@clinic/shared';
import { useShellText } from '../messages/shellText';

/**
 * What a widget shows when its remote fails: one calm line and a small retry, sized like a card, so the
 * page around it reads as a page and not as an error screen.
 */
export function WidgetFallback({ label, onRetry }: { label?: string; onRetry: () => void }) {
  const text = useShellText();
  const shared = useSharedText();
  return (
    <Flex
      role="status"
      align="center"
      justify="space-between"
      gap="3"
      wrap="wrap"
      bg="white"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="gray.300"
      borderRadius="2xl"
      px="5"
      py="4"
      // Never stretched to the height the real widget would have had in a grid row.
      h="fit-content"
      data-testid="widget-fallback"
    >
      <Text fontSize="sm" color="fg.muted">
        {label ? text('down.widget', { label }) : text('down.block')}
      </Text>
      <Button type="button" variant="outline" size="sm" onClick={onRetry}>
        {shared('retry')}
      </Button>
    </Flex>
  );
}
