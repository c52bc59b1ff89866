import { Grid, Stack } from '@clinic/shared';
import { useShellText } from '../../messages/shellText';
import { Card } from '../../ui/Card';
import { VacanciesLink } from '../../ui/VacanciesLink';
import { AboutCard } from './AboutCard';
import { BannerSection } from './BannerSection';
import { HomeWidget } from './HomeWidget';
import { OnlineBookingCard } from './OnlineBookingCard';
import { SectionRows } from './SectionRows';
import { WIDGET_SLOTS } from './widgetSlots';

/**
 * SPEC §2, desktop home: tiles card and vacancies | slider and online booking; then about, the check-up card and
 * the promotions, each the full width: beside the check-up card the short about card was stretched half empty,
 * and in 7/12 of the width the check-up cards were too narrow for their words.
 */
export function HomeDesktop() {
  const text = useShellText();
  return (
    <Stack gap="6">
      {/* Below 1024 px (a tablet, a narrow window) the tiles' column would be too narrow for a word: one column. */}
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 7fr)' }}
        gap="6"
        alignItems="start"
      >
        <Stack gap="4">
          <Card aria-label={text('home.tiles')} display="flex" flexDirection="column" gap="4">
            <SectionRows />
            <HomeWidget
              name="serviceTiles"
              label={text('nav.services')}
              slot={WIDGET_SLOTS.desktop.serviceTiles}
            />
          </Card>
          <VacanciesLink label={text('home.jobs')} />
        </Stack>
        <Stack gap="4">
          <BannerSection variant="desktop" />
          <OnlineBookingCard />
        </Stack>
      </Grid>
      <AboutCard />
      <HomeWidget name="checkUpCard" label="Check up" slot={WIDGET_SLOTS.desktop.checkUpCard} />
      <HomeWidget
        name="promotionsBlock"
        label={text('nav.promotions')}
        slot={WIDGET_SLOTS.desktop.promotionsBlock}
        deferred
      />
    </Stack>
  );
}
