import { Box, SafeHtml } from '@clinic/shared';

/** Rich text from the API (sanitised by SafeHtml), with the list markers the CSS reset removes. */
export function RichText({ html }: { html?: string | null }) {
  if (!html) return null;
  return (
    <Box
      css={{
        '& ul': { listStyleType: 'disc', paddingInlineStart: '1.25rem' },
        '& ol': { listStyleType: 'decimal', paddingInlineStart: '1.25rem' },
        '& li': { marginBlock: '0.25rem' },
        '& p': { marginBlock: '0.25rem' },
      }}
    >
      <SafeHtml html={html} />
    </Box>
  );
}
