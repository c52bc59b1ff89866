import { Grid, GridItem, QueryView, Skeleton } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useWidgetText } from '../../messages/widgets/widgetText';
import { $columns, $tiles, servicesQuery, tilesShown } from './model';
import { ServiceTile, TILE_MIN_HEIGHT } from './ServiceTile';
import { TILE_RULES } from './tiles';

/**
 * The home page's service tiles (SPEC §2/§3): seven tiles in four columns (two on mobile), the one at
 * index 6 two columns wide. The rows 'Услуги', 'Анализы', 'Check up' around them belong to the shell's page.
 */
export function ServiceTiles() {
  const [tiles, columns, shown] = useUnit([$tiles, $columns, tilesShown]);
  const text = useWidgetText();
  useEffect(() => {
    shown();
  }, [shown]);
  const templateColumns = `repeat(${columns}, minmax(0, 1fr))`;
  return (
    <nav aria-label={text('tiles.label')}>
      <QueryView
        query={servicesQuery}
        loading={
          // The loaded grid's shape: tiles of their minimum height, the wide one two columns (no jump, CLS).
          <Grid templateColumns={templateColumns} gap="3">
            {Array.from({ length: TILE_RULES.count }, (_, index) => (
              <Skeleton
                key={index}
                gridColumn={index === TILE_RULES.wideIndex ? 'span 2' : undefined}
                h={TILE_MIN_HEIGHT}
                borderRadius="2xl"
                data-testid="skeleton"
              />
            ))}
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
