import { Grid, GridItem, QueryView, SkeletonList } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { $columns, $tiles, servicesQuery, tilesShown } from './model';
import { ServiceTile } from './ServiceTile';
import { TILE_RULES } from './tiles';

/**
 * The home page's service tiles (SPEC §2/§3): seven tiles in four columns (two on mobile), the one at
 * index 6 two columns wide. The rows 'Услуги', 'Анализы', 'Check up' around them belong to the shell's page.
 */
export function ServiceTiles() {
  const [tiles, columns] = useUnit([$tiles, $columns]);
  useEffect(() => {
    tilesShown();
  }, []);
  const templateColumns = `repeat(${columns}, minmax(0, 1fr))`;
  return (
    <nav aria-label="Популярные услуги">
      <QueryView
        query={servicesQuery}
        loading={
          <Grid templateColumns={templateColumns} gap="3">
            <SkeletonList count={TILE_RULES.count} height="28" />
          </Grid>
        }
      >
        {() => (
          <Grid as="ul" listStyleType="none" templateColumns={templateColumns} gap="3">
            {tiles.map((tile) => (
              <GridItem as="li" key={tile.id} colSpan={tile.wide ? 2 : 1}>
                <ServiceTile tile={tile} />
              </GridItem>
            ))}
          </Grid>
        )}
      </QueryView>
    </nav>
  );
}
