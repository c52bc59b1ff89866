import { $viewport, Flex, ROUTES, TabLinks } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { Outlet, useMatch } from 'react-router-dom';
import { useCatalogText } from '../../messages/catalogText';
import { PromotionsSearch } from './PromotionsSearch';
import { PROMOTION_TABS, promotionsListHref } from './tabs';
import { useTabCategory } from './useTabCategory';

/** The promotions layout of SPEC §2: tabs by category and, on the list, the search box. */
export function PromotionsLayout() {
  const onList = useMatch(ROUTES.PROMOTIONS_LIST) !== null;
  const category = useTabCategory();
  const { isMobile } = useUnit($viewport);
  const text = useCatalogText();
  return (
    <>
      <Flex direction={isMobile ? 'column' : 'row'} gap="3" align={isMobile ? 'stretch' : 'center'} mb="4">
        {/* Desktop: the tabs wrap beside the search box, every one in sight (a sideways scroll there showed
            no sign of the tabs it hid); a phone's row scrolls, the next tab cut at the screen's edge. */}
        <TabLinks
          label={text('promotions.tabsLabel')}
          flex="1"
          isMobile={isMobile}
          wrap={!isMobile}
          tabs={PROMOTION_TABS.map((tab) => ({
            key: tab.label,
            label: text(tab.label),
            to: promotionsListHref(tab.key),
            current: onList && tab.key === category,
          }))}
        />
        {onList && <PromotionsSearch category={category} isMobile={isMobile} />}
      </Flex>
      <Outlet />
    </>
  );
}
