import { AppLink, Grid, Heading, HStack, ROUTES, Stack, Text, useLocale } from '@clinic/shared';
import { useShellText } from '../../messages/shellText';
import { Card } from '../../ui/Card';
import { FigureStat } from '../../ui/FigureStat';
import { CLINIC_FIGURES, formatAtLeast } from '../figures';

/** Desktop home: the about-us card, one row across the page: who we are and the way on | the clinic's figures. */
export function AboutCard() {
  const text = useShellText();
  const locale = useLocale();
  return (
    <Card aria-labelledby="home-about-title">
      <Grid templateColumns="minmax(0, 7fr) minmax(0, 5fr)" gap="8" alignItems="center">
        <Stack gap="3" align="start">
          <Heading as="h2" id="home-about-title" size="xl">
            {text('home.about')}
          </Heading>
          <Text color="fg.muted">{text('home.aboutText')}</Text>
          <AppLink to={ROUTES.ABOUT_US} color="brand.700" fontWeight="semibold">
            {text('home.more')}
          </AppLink>
        </Stack>
        <HStack gap="8" align="start">
          <FigureStat
            value={text('fig.years', { count: CLINIC_FIGURES.yearsOfOperation })}
            caption={text('fig.care')}
          />
          <FigureStat
            value={formatAtLeast(CLINIC_FIGURES.peopleTreated, locale)}
            caption={text('fig.treated')}
          />
        </HStack>
      </Grid>
    </Card>
  );
}
