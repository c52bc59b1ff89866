import { Button, ROUTES, Stack } from '@clinic/shared';
import { Link } from 'react-router-dom';
import { useShellText } from '../../messages/shellText';
import { AboutBlock } from './AboutBlock';
import { BannerSection } from './BannerSection';
import { CorporateBlock } from './CorporateBlock';
import { HomeWidget } from './HomeWidget';
import { WIDGET_SLOTS } from './widgetSlots';

/** SPEC §2, mobile home, in its order: slider, check-up, tiles and calculator, about, doctors, corporate. */
export function HomeMobile() {
  const text = useShellText();
  return (
    <Stack gap="5">
      <BannerSection variant="mobile" />
      <HomeWidget name="checkUpCard" label="Check up" slot={WIDGET_SLOTS.mobile.checkUpCard} />
      <Stack gap="3">
        <HomeWidget
          name="serviceTiles"
          label={text('nav.services')}
          slot={WIDGET_SLOTS.mobile.serviceTiles}
        />
        <Button asChild variant="primary" size="lg" w="full">
          <Link to={ROUTES.ANALYSIS_LIST}>{text('home.calc')}</Link>
        </Button>
      </Stack>
      <AboutBlock />
      <HomeWidget
        name="doctorsSlider"
        label={text('home.doctors')}
        slot={WIDGET_SLOTS.mobile.doctorsSlider}
        deferred
      />
      <CorporateBlock />
    </Stack>
  );
}
