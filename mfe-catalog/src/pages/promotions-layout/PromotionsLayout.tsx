import { $viewport, Flex, ROUTES, TabLinks } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { Outlet, useMatch } from 'react-router-dom';
import { PromotionsSearch } from './PromotionsSearch';
import { PROMOTION_TABS, promotionsListHref } from './tabs';
import { useTabCategory } from './useTabCategory';

/** The promotions layout of SPEC §2: tabs by category and, on the list, the search box. */
export function PromotionsLayout() {
  const onList = useMatch(ROUTES.PROMOTIONS_LIST) !== null;
  const category = useTabCategory();
  const { isMobile } = useUnit($viewport);
  return (
    <>
      <Flex direction={isMobile ? 'column' : 'row'} gap="3" align={isMobile ? 'stretch' : 'center'} mb="4">
        <TabLinks
          label="Категории акций"
          flex="1"
          isMobile={isMobile}
          tabs={PROMOTION_TABS.map((tab) => ({
            key: tab.label,
            label: tab.label,
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
