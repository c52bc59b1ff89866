import { $viewport, Box, Container, zoomBandsCss } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { Outlet, useLocation } from 'react-router-dom';
import { hasBackButton, isMobileLayout, layoutFor } from '../routing/layoutFor';
import { useAnswersOfFirstPage } from '../routing/useAnswersOfFirstPage';
import { BackButton } from './BackButton';
import { Footer } from './Footer';
import { Header } from './Header';
import { MobileFooter } from './MobileFooter';
import { MobileHeader } from './MobileHeader';

const ZOOMED = zoomBandsCss('zoom');
const SCREEN_TALL = zoomBandsCss('screen');

/** Picks the SPEC §2 layout for the route and the viewport, and applies the page zoom of the bands. */
export function PageLayout() {
  const { pathname } = useLocation();
  useAnswersOfFirstPage(pathname);
  const { isMobile } = useUnit($viewport);
  const layout = layoutFor(pathname, isMobile);
  const mobile = isMobileLayout(layout);
  return (
    // The zoom bands are CSS (right at first paint, also when the server rendered the page). The zoomed page
    // still fills the window: 100vh shrinks with the zoom, so the bands divide it back.
    <Box data-layout={layout} display="flex" flexDirection="column" minHeight="100vh" css={ZOOMED}>
      {mobile ? <MobileHeader /> : <Header />}
      {/* At least a screen tall: the footer never sits in the first viewport to be pushed down when the
          content arrives (that shift was most of the pages' CLS). */}
      <Container
        as="main"
        id="main"
        maxW={mobile ? 'full' : '7xl'}
        px={mobile ? '4' : '8'}
        py="4"
        flex="1"
        minHeight="100vh"
        css={SCREEN_TALL}
      >
        {hasBackButton(pathname) && <BackButton />}
        <Outlet />
      </Container>
      {mobile ? <MobileFooter /> : <Footer />}
    </Box>
  );
}
