import { Button, ROUTES, Stack } from '@clinic/shared';
import { Link } from 'react-router-dom';
import { AboutBlock } from './AboutBlock';
import { BannerSection } from './BannerSection';
import { CorporateBlock } from './CorporateBlock';
import { HomeWidget } from './HomeWidget';
import { WIDGET_SLOTS } from './widgetSlots';

/** SPEC §2, mobile home, in its order: slider, check-up, tiles and calculator, about, doctors, corporate. */
export function HomeMobile() {
  return (
    <Stack gap="5">
      <BannerSection variant="mobile" />
      <HomeWidget name="checkUpCard" label="Check up" slot={WIDGET_SLOTS.mobile.checkUpCard} />
      <Stack gap="3">
        <HomeWidget name="serviceTiles" label="Услуги" slot={WIDGET_SLOTS.mobile.serviceTiles} />
        <Button asChild variant="primary" size="lg" w="full">
          <Link to={ROUTES.ANALYSIS_LIST}>Калькулятор анализов</Link>
        </Button>
      </Stack>
      <AboutBlock />
      <HomeWidget name="doctorsSlider" label="Наши врачи" slot={WIDGET_SLOTS.mobile.doctorsSlider} deferred />
      <CorporateBlock />
    </Stack>
  );
}
