import type { CheckUp, CheckUpPackage, ParentCheckUp } from '@clinic/shared';
import type { Locale } from '@clinic/shared/core';
import { imageUrl } from '../media/urls';
import type { CheckUpRow, ParentCheckUpRow } from './checkUpRow';
import { CHECK_UPS_FOR_WOMEN_AND_MEN } from './checkUpRowsAdults';
import { CHECK_UPS_SPECIAL } from './checkUpRowsSpecial';
import { escapeHtml } from './html';
import { textsIn } from './texts';

export interface CheckUpSeed {
  parentCheckUps: ParentCheckUp[];
  checkUps: CheckUp[];
  checkUpPackages: CheckUpPackage[];
}

const list = (title: string, items: readonly string[]): { description: string } => ({
  description: `<p><b>${escapeHtml(title)}</b></p><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
});

/** A package's two prices from its base price: one sex's only for a single-sex programme. */
function pricesOf(
  price: number,
  sex: ParentCheckUpRow['sex'],
): Pick<CheckUpPackage, 'male_check_up_price' | 'female_check_up_price'> {
  if (sex === 'female') return { male_check_up_price: null, female_check_up_price: price };
  if (sex === 'male') return { male_check_up_price: price, female_check_up_price: null };
  return { male_check_up_price: price, female_check_up_price: price + 2000 };
}

/** A basic package, plus an extended one when the programme has extra items (one or two per check-up). */
function packagesOf(
  row: CheckUpRow,
  sex: ParentCheckUpRow['sex'],
  checkUpId: number,
  nextId: () => number,
): CheckUpPackage[] {
  const program = [list('Анализы', row.analyses), list('Консультации', row.specialists)];
  const basic: CheckUpPackage = {
    id: nextId(),
    check_up_id: checkUpId,
    name: 'Базовый',
    program_description: program,
    ...pricesOf(row.price, sex),
  };
  if (!row.extra) return [basic];
  const extendedPrice = Math.round((row.price * 1.5) / 1000) * 1000;
  return [
    basic,
    {
      id: nextId(),
      check_up_id: checkUpId,
      name: 'Расширенный',
      program_description: [...program, list('Инструментальные исследования', row.extra)],
      ...pricesOf(extendedPrice, sex),
    },
  ];
}

/** The check-ups with their texts in `locale` (names and descriptions; a text without Kazakh stays Russian). */
export function buildCheckUps(locale: Locale = 'ru'): CheckUpSeed {
  const seed: CheckUpSeed = { parentCheckUps: [], checkUps: [], checkUpPackages: [] };
  let packageId = 0;
  const nextPackageId = () => ++packageId;
  const parents = [...CHECK_UPS_FOR_WOMEN_AND_MEN, ...CHECK_UPS_SPECIAL];
  parents.forEach((kazakhAndRussian, parentIndex) => {
    const { checkUps, sex, ...parent } = textsIn(kazakhAndRussian, locale);
    const parentId = parentIndex + 1;
    const firstPackage = seed.checkUpPackages.length;
    for (const kazakhAndRussianRow of checkUps) {
      const row = textsIn(kazakhAndRussianRow, locale);
      const id = seed.checkUps.length + 1;
      seed.checkUps.push({
        id,
        parent_id: parentId,
        slug: row.slug,
        name: row.name,
        description: row.description,
      });
      seed.checkUpPackages.push(...packagesOf(row, sex, id, nextPackageId));
    }
    const prices = seed.checkUpPackages
      .slice(firstPackage)
      .flatMap((item) => [item.male_check_up_price, item.female_check_up_price])
      .filter((price) => price !== null);
    seed.parentCheckUps.push({
      id: parentId,
      ...parent,
      min_price: Math.min(...prices),
      image: imageUrl('check-ups', parent.slug, locale),
    });
  });
  return seed;
}
