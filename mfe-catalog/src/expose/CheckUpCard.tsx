import { $viewport, AppLink, Flex, Heading, ROUTES, Stack, startSection } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { useEffect, useId } from 'react';
import { CheckUpGallery } from '../features/check-up-gallery/CheckUpGallery';
import { galleryShown } from '../features/check-up-gallery/model';
import { prepareWidget } from '../messages/widgets/prepareWidget';
import { useWidgetText } from '../messages/widgets/widgetText';
import { CHECK_UP_CARD_HEIGHT } from '../rules/checkUps';

/** Widget `catalog/CheckUpCard` (WIDGETS.checkUpCard): the home page's check-up card, desktop and mobile. */
export default function CheckUpCard() {
  const [{ isMobile }, shown] = useUnit([$viewport, galleryShown]);
  const titleId = useId();
  const text = useWidgetText();
  // A widget is no route: it starts its own data when it appears (prepare did too, for a server-rendered one).
  useEffect(() => {
    shown();
  }, [shown]);
  return (
    <Stack
      as="section"
      aria-labelledby={titleId}
      gap="4"
      bg="brand.50"
      borderRadius="3xl"
      p={isMobile ? '4' : '6'}
    >
      {/* Wraps where the title and the link do not fit side by side (the Kazakh words at 360 px). */}
      <Flex justify="space-between" align="baseline" columnGap="4" rowGap="1" wrap="wrap">
        <Heading as="h2" id={titleId} size="xl">
          {text('checkUps.title')}
        </Heading>
        <AppLink to={ROUTES.CHECK_UP_LIST} color="brand.700" fontWeight="medium">
          {text('checkUps.all')}
        </AppLink>
      </Flex>
      <CheckUpGallery
        compact={isMobile}
        cardHeight={isMobile ? CHECK_UP_CARD_HEIGHT.compact : CHECK_UP_CARD_HEIGHT.home}
      />
    </Stack>
  );
}

/** Its data and words before it renders (on the server, and in the browser before hydrating the server's HTML). */
export const prepare = prepareWidget((scope) => startSection(galleryShown, undefined, scope));
