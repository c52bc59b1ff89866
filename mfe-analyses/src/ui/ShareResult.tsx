import { Box, Input, Text } from '@clinic/shared';
import { useAnalysesText } from '../messages/analysesText';

/** The link 'Поделиться' made: copied, or shown for copying by hand where the clipboard is closed. */
export function ShareResult({ share }: { share: { link: string; copied: boolean } | null }) {
  const text = useAnalysesText();
  if (!share) return null;
  return (
    <Box role="status" mt="3">
      <Text fontSize="sm" mb="1">
        {text(share.copied ? 'share.copied' : 'share.copy')}
      </Text>
      <Input
        readOnly
        aria-label={text('share.label')}
        value={share.link}
        size="sm"
        onFocus={(event) => event.target.select()}
      />
    </Box>
  );
}
