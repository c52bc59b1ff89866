import { $viewport, Box, TabLinks } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useCatalogText } from '../../messages/catalogText';
import { $categories, $selectedCategory, pathChanged } from './model';
import { categoryTabTarget } from './tabs';

/** The services layout of SPEC §2: category tabs over the services pages. */
export function ServicesLayout() {
  const { pathname } = useLocation();
  const [categories, selected, { isMobile }] = useUnit([$categories, $selectedCategory, $viewport]);
  const text = useCatalogText();
  // The categories are loaded by the route (routeTable.ts); the highlighted tab follows the address.
  useEffect(() => {
    pathChanged(pathname);
  }, [pathname]);
  return (
    <>
      {/* The row's height is kept while the categories load, so the page below never jumps (CLS). */}
      {categories.length === 0 && <Box h="11" mb="4" aria-hidden="true" />}
      {categories.length > 0 && (
        <TabLinks
          label={text('services.tabsLabel')}
          mb="4"
          isMobile={isMobile}
          tabs={categories.map((category) => ({
            key: String(category.id),
            label: category.name,
            to: categoryTabTarget(category),
            current: category.id === selected?.id,
          }))}
        />
      )}
      <Outlet />
    </>
  );
}
