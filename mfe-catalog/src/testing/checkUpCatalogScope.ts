import { fork } from 'effector';
import { getCheckUpPackagesFx, getCheckUpsFx, getParentCheckUpsFx } from '../data/api';
import type { CheckUpCatalog } from '../data/checkUpCatalog';

/** A scope whose API answers the three check-up reads with this catalogue. */
export const checkUpCatalogScope = ({ parents, checkUps, packages }: CheckUpCatalog) =>
  fork({
    handlers: [
      [getParentCheckUpsFx, async () => parents],
      [getCheckUpsFx, async () => checkUps],
      [getCheckUpPackagesFx, async () => packages],
    ],
  });
