import { $viewport, Heading, NotFoundMessage, QueryView, ROUTES, SimpleGrid, Text } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { useCatalogText } from '../../messages/catalogText';
import { listedItems, useListPageMeta } from '../../rules/pageMeta';
import { ServiceListCard } from '../../ui/ServiceListCard';
import { type CategoryPage, categoryPage } from './model';

/** SPEC §2 `/services/category/:slug`: the services of one category. */
export function ServicesCategoryPage() {
  const text = useCatalogText();
  return (
    <QueryView query={categoryPage}>
      {(page) =>
        page.category ? (
          <CategoryList page={page} />
        ) : (
          <NotFoundMessage back={{ to: ROUTES.TOP_SERVICES, label: text('notFound.allServices') }} />
        )
      }
    </QueryView>
  );
}

function CategoryList({ page }: { page: CategoryPage }) {
  const { isMobile } = useUnit($viewport);
  const text = useCatalogText();
  const name = page.category?.name ?? '';
  useListPageMeta(
    name,
    text('services.categoryDescription', { name }),
    listedItems(page.services, ROUTES.SERVICE_DETAILS, (service) => service.price),
  );
  return (
    <>
      <Heading as="h1" size={isMobile ? '2xl' : '3xl'} mb="4">
        {name}
      </Heading>
      {page.services.length === 0 ? (
        <Text>{text('services.emptyCategory')}</Text>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={isMobile ? 1 : 3} gap={isMobile ? '3' : '4'}>
          {page.services.map((service) => (
            <li key={service.id}>
              <ServiceListCard service={service} isMobile={isMobile} />
            </li>
          ))}
        </SimpleGrid>
      )}
      {isMobile && page.services.some((service) => service.discount) && (
        <Text fontSize="sm" color="fg.muted" mt="4">
          {text('services.promoNote')}
        </Text>
      )}
    </>
  );
}
