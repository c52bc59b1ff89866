import { $viewport, Box, Flex, Input, ROUTES, TabLinks, useTypedBeforeHydration } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { Outlet, useMatch } from 'react-router-dom';
import { $search, searchChanged } from './model';
import { PROMOTION_TABS, promotionTabTarget } from './tabs';
import { useTabCategory } from './useTabCategory';

/** The promotions layout of SPEC §2: tabs by category and, on the list, the search box. */
export function PromotionsLayout() {
  const onList = useMatch(ROUTES.PROMOTIONS_LIST) !== null;
  const category = useTabCategory();
  const [search, { isMobile }, onSearch] = useUnit([$search, $viewport, searchChanged]);
  const searchField = useTypedBeforeHydration<HTMLInputElement>(search, onSearch);
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
            to: promotionTabTarget(tab.key),
            current: onList && tab.key === category,
          }))}
        />
        {onList && (
          <Box role="search" w={isMobile ? 'full' : '64'} flexShrink={0}>
            <Input
              ref={searchField}
              type="search"
              placeholder="Поиск"
              aria-label="Поиск акций по названию"
              value={search}
              onChange={(event) => onSearch(event.target.value)}
              bg="white"
              borderRadius="full"
            />
          </Box>
        )}
      </Flex>
      <Outlet />
    </>
  );
}
