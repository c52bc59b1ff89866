import { HStack, Stack, Text, useLocale } from '@clinic/shared';
import { useShellText } from '../../messages/shellText';
import { Card } from '../../ui/Card';
import { FigureStat } from '../../ui/FigureStat';
import { CLINIC_FIGURES, formatAtLeast } from '../figures';
import { ABOUT_CONTENT } from './content';

/** About the clinic: who we are, 10 years, 30 000+ people treated (SPEC §1). */
export function AboutIntro() {
  const { intro } = ABOUT_CONTENT.useContent();
  const text = useShellText();
  const locale = useLocale();
  return (
    <Card
      aria-label={intro.label}
      display="flex"
      flexWrap="wrap"
      gap="6"
      justifyContent="space-between"
      alignItems="center"
    >
      <Stack gap="3" maxW="2xl">
        <Text fontSize={{ base: 'md', md: 'lg' }}>{intro.lead}</Text>
        <Text color="fg.muted">{intro.more}</Text>
      </Stack>
      <HStack gap="10" align="start" wrap="wrap">
        <FigureStat
          value={text('fig.years', { count: CLINIC_FIGURES.yearsOfOperation })}
          caption={intro.yearsCaption}
        />
        <FigureStat
          value={formatAtLeast(CLINIC_FIGURES.peopleTreated, locale)}
          caption={intro.treatedCaption}
        />
      </HStack>
    </Card>
  );
}
