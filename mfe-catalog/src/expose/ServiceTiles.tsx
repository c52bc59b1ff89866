import { startSection } from '@clinic/shared';
import { tilesShown } from '../features/service-tiles/model';
import { ServiceTiles } from '../features/service-tiles/ServiceTiles';
import { prepareWidget } from '../messages/widgets/prepareWidget';

/** Widget `catalog/ServiceTiles` (WIDGETS.serviceTiles): no props, loads its own data. */
export default ServiceTiles;

/** Its data and words before it renders (on the server, and in the browser before hydrating the server's HTML). */
export const prepare = prepareWidget((scope) => startSection(tilesShown, undefined, scope));
