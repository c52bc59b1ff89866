import { $viewport, AppLink, Box, Flex, HStack, Input, ROUTES } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Outlet, useMatch, useSearchParams } from 'react-router-dom';
import { $category, $search, categoryChanged, searchChanged } from './model';
import { CATEGORY_PARAM, categoryFromParam, PROMOTION_TABS, promotionTabTarget } from './tabs';

/** The promotions layout of SPEC §2: tabs by category and, on the list, the search box. */
export function PromotionsLayout() {
  const [params] = useSearchParams();
  const onList = useMatch(ROUTES.PROMOTIONS_LIST) !== null;
  const [category, search, { isMobile }] = useUnit([$category, $search, $viewport]);
  const fromUrl = onList ? categoryFromParam(params.get(CATEGORY_PARAM)) : null;
  useEffect(() => {
    categoryChanged(fromUrl);
  }, [fromUrl]);
  return (
    <>
      <Flex direction={isMobile ? 'column' : 'row'} gap="3" align={isMobile ? 'stretch' : 'center'} mb="4">
        <Box as="nav" aria-label="Категории акций" overflowX="auto" flex="1" mx={isMobile ? '-4' : '0'}>
          <HStack as="ul" listStyleType="none" gap="2" px={isMobile ? '4' : '0'} py="1" w="max-content">
            {PROMOTION_TABS.map((tab) => {
              const current = onList && tab.key === category;
              return (
                <li key={tab.label}>
                  <AppLink
                    to={promotionTabTarget(tab.key)}
                    aria-current={current ? 'page' : undefined}
                    display="inline-block"
                    whiteSpace="nowrap"
                    px="4"
                    py="2"
                    borderRadius="full"
                    fontSize="sm"
                    fontWeight="medium"
                    bg={current ? 'brand.600' : 'white'}
                    color={current ? 'white' : 'fg.body'}
                    _hover={current ? undefined : { bg: 'brand.50' }}
                  >
                    {tab.label}
                  </AppLink>
                </li>
              );
            })}
          </HStack>
        </Box>
        {onList && (
          <Box role="search" w={isMobile ? 'full' : '64'} flexShrink={0}>
            <Input
              type="search"
              placeholder="Поиск"
              aria-label="Поиск акций по названию"
              value={search}
              onChange={(event) => searchChanged(event.target.value)}
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
