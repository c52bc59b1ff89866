import { $viewport, Box, Container } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { Outlet, useLocation } from 'react-router-dom';
import { hasBackButton, isMobileLayout, layoutFor } from '../routing/layoutFor';
import { useAnswersOfFirstPage } from '../routing/useAnswersOfFirstPage';
import { BackButton } from './BackButton';
import { Footer } from './Footer';
import { Header } from './Header';
import { MobileFooter } from './MobileFooter';
import { MobileHeader } from './MobileHeader';

/**
 * Picks the SPEC §2 layout for the route and the viewport. The page zoom of the bands is the root font size
 * (the UI kit's global CSS, shared/src/viewport/rules.ts).
 */
export function PageLayout() {
  const { pathname } = useLocation();
  useAnswersOfFirstPage(pathname);
  const { isMobile } = useUnit($viewport);
  const layout = layoutFor(pathname, isMobile);
  const mobile = isMobileLayout(layout);
  return (
    <Box data-layout={layout} display="flex" flexDirection="column" minHeight="100vh">
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
      >
        {hasBackButton(pathname) && <BackButton />}
        <Outlet />
      </Container>
      {mobile ? <MobileFooter /> : <Footer />}
    </Box>
  );
}
