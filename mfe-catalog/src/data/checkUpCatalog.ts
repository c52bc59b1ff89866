import type { CheckUp, CheckUpPackage, ParentCheckUp } from '@clinic/shared';
import { getCheckUpPackagesFx, getCheckUpsFx, getParentCheckUpsFx } from './api';

/** Everything the check-up category and details pages read, in one round of parallel requests. */
export interface CheckUpCatalog {
  parents: ParentCheckUp[];
  checkUps: CheckUp[];
  packages: CheckUpPackage[];
}

export async function loadCheckUpCatalog(): Promise<CheckUpCatalog> {
  const [parents, checkUps, packages] = await Promise.all([
    getParentCheckUpsFx(),
    getCheckUpsFx(),
    getCheckUpPackagesFx(),
  ]);
  return { parents, checkUps, packages };
}

export const packagesOf = (packages: readonly CheckUpPackage[], checkUpId: number) =>
  packages.filter((item) => item.check_up_id === checkUpId);
