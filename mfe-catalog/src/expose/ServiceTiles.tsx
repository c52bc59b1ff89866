import { type PrepareWidget, startSection } from '@clinic/shared';
import { tilesShown } from '../features/service-tiles/model';
import { ServiceTiles } from '../features/service-tiles/ServiceTiles';

/** Widget `catalog/ServiceTiles` (WIDGETS.serviceTiles): no props, loads its own data. */
export default ServiceTiles;

/** Its data before it renders (on the server, and in the browser before hydrating the server's HTML). */
export const prepare: PrepareWidget = (scope) => startSection(tilesShown, undefined, scope);
