import { Box, Input, Text } from '@clinic/shared';

/** The link 'Поделиться' made: copied, or shown for copying by hand where the clipboard is closed. */
export function ShareResult({ share }: { share: { link: string; copied: boolean } | null }) {
  if (!share) return null;
  return (
    <Box role="status" mt="3">
      <Text fontSize="sm" mb="1">
        {share.copied ? 'Ссылка скопирована — отправьте её тому, с кем делитесь:' : 'Скопируйте ссылку:'}
      </Text>
      <Input
        readOnly
        aria-label="Ссылка на выбранные анализы"
        value={share.link}
        size="sm"
        onFocus={(event) => event.target.select()}
      />
    </Box>
  );
}
