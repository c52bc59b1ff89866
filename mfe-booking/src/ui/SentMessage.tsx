import { Button, Heading, Stack, Text } from '@clinic/shared';
import { useBookingText } from '../messages/bookingText';

/** The confirmation after a request was accepted; the dialog closes by itself shortly after. */
export function SentMessage({ onClose }: { onClose: () => void }) {
  const text = useBookingText();
  return (
    <Stack role="status" gap="3" align="start">
      <Heading as="h3" size="md">
        {text('sent.title')}
      </Heading>
      <Text>{text('sent.dialogText')}</Text>
      <Button type="button" onClick={onClose} autoFocus>
        {text('sent.ok')}
      </Button>
    </Stack>
  );
}
