import {
  $viewport,
  Grid,
  GridItem,
  Heading,
  QueryView,
  ROUTES,
  SkeletonList,
  Stack,
  Text,
} from '@clinic/shared';
import { useUnit } from 'effector-react';
import { PromotionsBlock } from '../../features/promotions-block/PromotionsBlock';
import { useCatalogText } from '../../messages/catalogText';
import { SHORT_PROMOTIONS } from '../../rules/lists';
import { listedItems, useListPageMeta } from '../../rules/pageMeta';
import { TopServiceCard } from '../../ui/TopServiceCard';
import { topCardLayout, topServicesQuery } from './model';

/** SPEC §2 services top page: 'ТОП 5' services and the promotions block. */
export function TopServicesPage() {
  const [{ isMobile }, top] = useUnit([$viewport, topServicesQuery.$data]);
  const text = useCatalogText();
  useListPageMeta(
    text('services.metaTitle'),
    text('services.metaDescription'),
    listedItems(top ?? [], ROUTES.SERVICE_DETAILS, (service) => service.price),
  );
  return (
    <>
      <Heading as="h1" size="3xl" mb="2">
        {text('services.title')}
      </Heading>
      <Heading as="h2" size="xl" mb="4" color="brand.700">
        {text('services.top')}
      </Heading>
      {/* Five placeholders of the cards' size (SPEC §9: skeleton count 5), so the promotions below never jump. */}
      <QueryView
        query={topServicesQuery}
        loading={
          <Stack gap="4">
            <SkeletonList count={5} height={isMobile ? '48' : '40'} />
          </Stack>
        }
      >
        {(services) =>
          services.length === 0 ? (
            <Text>{text('services.soon')}</Text>
          ) : (
            <Grid
              as="ol"
              listStyleType="none"
              templateColumns={isMobile ? '1fr' : 'repeat(6, minmax(0, 1fr))'}
              gap="4"
            >
              {services.map((service, index) => {
                const layout = topCardLayout(index);
                return (
                  <GridItem as="li" key={service.id} colSpan={isMobile ? 1 : layout.large ? 2 : 3}>
                    <TopServiceCard service={service} isMobile={isMobile} {...layout} />
                  </GridItem>
                );
              })}
            </Grid>
          )
        }
      </QueryView>
      <PromotionsBlock
        title={text('promotions.blockTitle')}
        count={SHORT_PROMOTIONS.topPage}
        purpleFourth
        allPromotions="link"
      />
    </>
  );
}
