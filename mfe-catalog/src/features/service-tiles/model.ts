import { $viewport } from '@clinic/shared';
import { combine, createEvent, sample } from 'effector';
import { servicesQuery } from '../../data/queries';
import { buildTiles } from './tiles';

/** The tiles widget appeared on the home page. */
export const tilesShown = createEvent();

/** SPEC §3: the tile view models of the first seven services, for the current viewport. */
export const $tiles = combine(servicesQuery.$data, $viewport, (services, viewport) =>
  buildTiles(services ?? [], viewport.isMobile),
);
export const $columns = $viewport.map((viewport) => (viewport.isMobile ? 2 : 4));

sample({ clock: tilesShown, target: servicesQuery.started });

export { servicesQuery };
