import {
  type CheckUp,
  type CheckUpPackage,
  getCheckUpPackages,
  getCheckUps,
  getParentCheckUps,
  type ParentCheckUp,
} from '@clinic/shared';

/** Everything the check-up category and details pages read, in one round of parallel requests. */
export interface CheckUpCatalog {
  parents: ParentCheckUp[];
  checkUps: CheckUp[];
  packages: CheckUpPackage[];
}

export async function loadCheckUpCatalog(): Promise<CheckUpCatalog> {
  const [parents, checkUps, packages] = await Promise.all([
    getParentCheckUps(),
    getCheckUps(),
    getCheckUpPackages(),
  ]);
  return { parents, checkUps, packages };
}

export const packagesOf = (packages: readonly CheckUpPackage[], checkUpId: number) =>
  packages.filter((item) => item.check_up_id === checkUpId);
