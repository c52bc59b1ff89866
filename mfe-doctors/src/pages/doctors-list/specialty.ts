import type { Doctor, JobTitle, RussianLetterGroup } from '@clinic/shared';

/** The letter entry that shows every specialty and every doctor (SPEC §3: added at the front on the client). */
export const ALL_LETTER = 'Все';

/** The specialty filter: a letter ('' or 'Все' = all) and optionally one job title. */
export interface SpecialtyFilter {
  letter: string;
  jobTitleId: number | null;
}

export const NO_FILTER: SpecialtyFilter = { letter: '', jobTitleId: null };

const isAll = (letter: string) => letter === '' || letter === ALL_LETTER;

/** The API's letter groups with 'Все' (empty categories) in front. */
export function withAllLetter(groups: readonly RussianLetterGroup[]): RussianLetterGroup[] {
  // Only well-formed groups: a letter and a list of ids (the API is not ours).
  const valid = groups
    .filter((group) => typeof group?.letter === 'string' && group.letter !== '' && !isAll(group.letter))
    .map((group) => ({
      letter: group.letter,
      categories: Array.isArray(group.categories) ? group.categories : [],
    }));
  return [{ letter: ALL_LETTER, categories: [] }, ...valid];
}

/** The lowercase first character of a name: the letter a job title belongs to. */
export function letterOf(name: string): string {
  return String(name ?? '')
    .trim()
    .charAt(0)
    .toLocaleLowerCase('ru');
}

function idsOfLetter(groups: readonly RussianLetterGroup[], letter: string): Set<number> {
  const group = groups.find((item) => item.letter === letter);
  return new Set(group?.categories.map((category) => category.id) ?? []);
}

/** The job titles a letter shows; all of them for 'Все' or no letter. */
export function jobTitlesOfLetter(
  titles: readonly JobTitle[],
  groups: readonly RussianLetterGroup[],
  letter: string,
): JobTitle[] {
  if (isAll(letter)) return [...titles];
  const ids = idsOfLetter(groups, letter);
  return titles.filter((title) => ids.has(title.id));
}

/** The doctors the filter lets through, in the order the API sent them. */
export function filterDoctors(
  doctors: readonly Doctor[],
  groups: readonly RussianLetterGroup[],
  filter: SpecialtyFilter,
): Doctor[] {
  const { jobTitleId, letter } = filter;
  if (jobTitleId !== null) return doctors.filter((doctor) => doctor.job_title_ids.includes(jobTitleId));
  if (isAll(letter)) return [...doctors];
  const ids = idsOfLetter(groups, letter);
  return doctors.filter((doctor) => doctor.job_title_ids.some((id) => ids.has(id)));
}

/** SPEC §4: choosing a specialty selects it and its letter. */
export function filterOfTitle(title: JobTitle): SpecialtyFilter {
  return { letter: letterOf(title.name), jobTitleId: title.id };
}

/**
 * What an address's filter shows, once the specialties and letters are in: a known specialty with its letter;
 * else a letter that has specialties; else everyone (an unknown specialty or letter: an old or edited link).
 */
export function shownFilter(
  asked: SpecialtyFilter,
  titles: readonly JobTitle[],
  groups: readonly RussianLetterGroup[],
): SpecialtyFilter {
  if (asked.jobTitleId !== null) {
    const title = titles.find((item) => item.id === asked.jobTitleId);
    return title ? filterOfTitle(title) : NO_FILTER;
  }
  if (isAll(asked.letter) || idsOfLetter(groups, asked.letter).size === 0) return NO_FILTER;
  return { letter: asked.letter, jobTitleId: null };
}
