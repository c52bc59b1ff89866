import { ServiceTiles } from '../features/service-tiles/ServiceTiles';

/** Widget `catalog/ServiceTiles` (WIDGETS.serviceTiles): no props, loads its own data. */
export default ServiceTiles;
