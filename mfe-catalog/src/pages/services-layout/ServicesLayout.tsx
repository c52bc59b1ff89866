import { $viewport, AppLink, Box, HStack } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { $categories, $selectedCategory, layoutOpened, pathChanged } from './model';
import { categoryTabTarget } from './tabs';

/** The services layout of SPEC §2: category tabs over the services pages. */
export function ServicesLayout() {
  const { pathname } = useLocation();
  const [categories, selected, { isMobile }] = useUnit([$categories, $selectedCategory, $viewport]);
  useEffect(() => {
    layoutOpened();
  }, []);
  useEffect(() => {
    pathChanged(pathname);
  }, [pathname]);
  return (
    <>
      {/* The row's height is kept while the categories load, so the page below never jumps (CLS). */}
      {categories.length === 0 && <Box h="11" mb="4" aria-hidden="true" />}
      {categories.length > 0 && (
        <Box as="nav" aria-label="Категории услуг" mb="4" overflowX="auto" mx={isMobile ? '-4' : '0'}>
          <HStack as="ul" listStyleType="none" gap="2" px={isMobile ? '4' : '0'} py="1" w="max-content">
            {categories.map((category) => {
              const current = category.id === selected?.id;
              return (
                <li key={category.id}>
                  <AppLink
                    to={categoryTabTarget(category)}
                    aria-current={current ? 'page' : undefined}
                    display="inline-block"
                    whiteSpace="nowrap"
                    px="4"
                    py="2"
                    borderRadius="full"
                    fontWeight="medium"
                    fontSize="sm"
                    bg={current ? 'brand.600' : 'white'}
                    color={current ? 'white' : 'fg.body'}
                    _hover={current ? undefined : { bg: 'brand.50' }}
                  >
                    {category.name}
                  </AppLink>
                </li>
              );
            })}
          </HStack>
        </Box>
      )}
      <Outlet />
    </>
  );
}
