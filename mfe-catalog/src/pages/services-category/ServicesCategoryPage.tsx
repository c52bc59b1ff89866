import { $viewport, Heading, NotFoundMessage, QueryView, ROUTES, SimpleGrid, Text } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { listedItems, useListPageMeta } from '../../rules/pageMeta';
import { ServiceListCard } from '../../ui/ServiceListCard';
import { type CategoryPage, categoryPage } from './model';

/** SPEC §2 `/services/category/:slug`: the services of one category. */
export function ServicesCategoryPage() {
  return (
    <QueryView query={categoryPage}>
      {(page) =>
        page.category ? (
          <CategoryList page={page} />
        ) : (
          <NotFoundMessage back={{ to: ROUTES.TOP_SERVICES, label: 'Все услуги' }} />
        )
      }
    </QueryView>
  );
}

function CategoryList({ page }: { page: CategoryPage }) {
  const { isMobile } = useUnit($viewport);
  const name = page.category?.name ?? '';
  useListPageMeta(
    name,
    `${name}: услуги и цены клиники в Алматы.`,
    listedItems(page.services, ROUTES.SERVICE_DETAILS, (service) => service.price),
  );
  return (
    <>
      <Heading as="h1" size={isMobile ? '2xl' : '3xl'} mb="4">
        {name}
      </Heading>
      {page.services.length === 0 ? (
        <Text>В этой категории пока нет услуг.</Text>
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
          * Цена по акции действует ограниченное время; условия уточняйте у администратора.
        </Text>
      )}
    </>
  );
}
