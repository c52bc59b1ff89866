import { AppLink, Heading, hyphenate, ROUTES, SimpleGrid, Stack, Text, useLocale } from '@clinic/shared';
import { useShellText } from '../../messages/shellText';
import { Card } from '../../ui/Card';
import { FigureStat } from '../../ui/FigureStat';
import { CLINIC_FIGURES, formatAtLeast } from '../figures';

/** SPEC §2, mobile home: the 5000+ clients and the value statements (quality, precision, affordability). */
export const HOME_VALUES = [
  ['home.v1', 'home.v1t'],
  ['home.v2', 'home.v2t'],
  ['home.v3', 'home.v3t'],
] as const;

export function AboutBlock() {
  const text = useShellText();
  const locale = useLocale();
  // Two to a row on a 320 px phone: long words break at a syllable, with a hyphen (the Kazakh messages carry
  // their own soft hyphens: `hyphenate` knows Russian syllables only).
  const words = (id: Parameters<typeof text>[0]) => (locale === 'ru' ? hyphenate(text(id)) : text(id));
  return (
    <Card aria-labelledby="home-about-title">
      <Heading as="h2" id="home-about-title" size="xl" mb="4">
        {text('home.about')}
      </Heading>
      <SimpleGrid columns={2} gap="3">
        {/* '5000+' stays on one line and within the tile down to a 320 px phone (FigureStat's `fitted`). */}
        <Stack bg="brand.600" borderRadius="xl" p="4" justify="center">
          <FigureStat
            value={formatAtLeast(CLINIC_FIGURES.satisfiedClients, locale)}
            caption={text('fig.satisfied')}
            inverted
            fitted
          />
        </Stack>
        {HOME_VALUES.map(([title, body]) => (
          <Stack key={title} gap="1" bg="bg.page" borderRadius="xl" p="4">
            <Text fontWeight="bold">{words(title)}</Text>
            <Text fontSize="sm" color="fg.muted">
              {words(body)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      <AppLink to={ROUTES.ABOUT_US} display="inline-block" mt="4" color="brand.700" fontWeight="semibold">
        {text('home.more')}
      </AppLink>
    </Card>
  );
}
