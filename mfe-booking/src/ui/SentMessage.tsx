import { Button, Heading, Stack, Text } from '@clinic/shared';

/** The confirmation after a request was accepted; the dialog closes by itself shortly after. */
export function SentMessage({ onClose }: { onClose: () => void }) {
  return (
    <Stack role="status" gap="3" align="start">
      <Heading as="h3" size="md">
        Заявка отправлена
      </Heading>
      <Text>Спасибо! Администратор перезвонит вам в рабочее время, с 08:00 до 20:00.</Text>
      <Button type="button" onClick={onClose} autoFocus>
        Хорошо
      </Button>
    </Stack>
  );
}
