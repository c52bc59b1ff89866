import {
  $viewport,
  Grid,
  GridItem,
  Heading,
  NotFoundMessage,
  QueryView,
  ROUTES,
  Text,
  usePageMeta,
} from '@clinic/shared';
import { useUnit } from 'effector-react';
import { useCatalogText } from '../../messages/catalogText';
import { CheckUpTile } from '../../ui/CheckUpTile';
import { CheckUpAccordion } from './CheckUpAccordion';
import { CHECK_UP_GRID_COLUMNS, checkUpGridCell } from './grid';
import { checkUpCategory, type CheckUpCategoryPage as Page } from './model';

/** SPEC §2 `/check-up/adults/:slug`: the desktop grid or the mobile accordion. */
export function CheckUpCategoryPage() {
  const text = useCatalogText();
  return (
    <QueryView query={checkUpCategory}>
      {(page) =>
        page.parent ? (
          <CategoryContent page={page} />
        ) : (
          <NotFoundMessage back={{ to: ROUTES.CHECK_UP_LIST, label: text('notFound.allCheckUps') }} />
        )
      }
    </QueryView>
  );
}

function CategoryContent({ page }: { page: Page }) {
  const { isMobile } = useUnit($viewport);
  const text = useCatalogText();
  const name = page.parent?.name ?? '';
  usePageMeta(name, page.parent?.short_description);
  return (
    <>
      <Heading as="h1" size={isMobile ? '2xl' : '3xl'} mb="2">
        {name}
      </Heading>
      <Text color="fg.muted" mb="6" fontSize={isMobile ? 'md' : 'lg'}>
        {page.parent?.short_description}
      </Text>
      {page.checkUps.length === 0 ? (
        <Text>{text('checkUps.categorySoon')}</Text>
      ) : isMobile ? (
        <CheckUpAccordion page={page} />
      ) : (
        <Grid as="ul" listStyleType="none" templateColumns={`repeat(${CHECK_UP_GRID_COLUMNS}, 1fr)`} gap="4">
          {page.checkUps.map((checkUp, index) => {
            const cell = checkUpGridCell(index + 1);
            return (
              <GridItem as="li" key={checkUp.id} colSpan={cell.span}>
                <CheckUpTile checkUp={checkUp} variant={cell.variant} />
              </GridItem>
            );
          })}
        </Grid>
      )}
    </>
  );
}
