import { stemmer } from '@orama/stemmers/russian';
import { withinOneEdit } from './oneEdit';
import { words } from './text';

/**
 * A word patients use for what the names call otherwise: «сахар» for «Глюкоза…», «щитовидка» for «ТТГ». Each
 * search owns its list (the analyses team theirs) and passes it in.
 */
export interface Synonym {
  /** What a patient types: a word or a phrase (its words in any order, in any form: «печёночных проб»). */
  says: string;
  /** What the names say instead: each a word or words (all of them in one name), found as a word's start. */
  means: readonly string[];
}

export interface SearchRules {
  synonyms?: readonly Synonym[];
  /** Words a query may carry that no name needs to have («анализ на …»), unless the query is nothing else. */
  fillers?: readonly string[];
}

/** A name made ready for searching: its words in folded form (markup, case, ё and look-alikes aside). */
export type SearchEntry = readonly string[];

export const searchEntry = (name: string | null | undefined): SearchEntry => words(name ?? '');

/** Words shorter than this are never taken for a mistyped word: «кот» one letter off is half the dictionary. */
export const TYPO_MIN_LENGTH = 5;

// Names repeat their words a lot (2,000 analyses have a few hundred distinct words): each is stemmed once.
const stems = new Map<string, string>();
function stemOf(word: string): string {
  let stem = stems.get(word);
  if (stem === undefined) {
    stem = /^\p{L}+$/u.test(word) ? stemmer(word) : word;
    stems.set(word, stem);
  }
  return stem;
}

/** A word of a query or of a synonym, read once: its stem, and the forms a slip is looked for in. */
interface Term {
  text: string;
  stem: string;
  /** The word and its stem when they may carry a slip (letters only, TYPO_MIN_LENGTH or more); else none. */
  slipForms: readonly string[];
}

function term(text: string): Term {
  const stem = stemOf(text);
  const slips = text.length >= TYPO_MIN_LENGTH && /^\p{L}+$/u.test(text);
  const slipForms = slips ? [...new Set([text, stem])].filter((form) => form.length >= TYPO_MIN_LENGTH) : [];
  return { text, stem, slipForms };
}

/**
 * A query word against a word of a name, as typed. One or two characters («д», «в12», «т4») are a vitamin's or a
 * hormone's letter: the whole word, or its start before a digit (so «в» is not every word in «в»). Three are the
 * start of a word («ттг», «аст» but not «чАСТичное»); more, anywhere in a word («глобин», «аминотрансфераза»).
 * Then word forms: the same stem («кала» is «кал»), or the word beginning with the query's stem («глюкоза» →
 * «глюкозотолерантный», «консультации» → «консультация»).
 */
function sameWord({ text, stem }: Term, word: string): boolean {
  if (text.length <= 2)
    return word === text || (word.startsWith(text) && isDigit(word.charCodeAt(text.length)));
  if (text.length === 3 ? word.startsWith(text) : word.includes(text)) return true;
  return stemOf(word) === stem || (stem.length >= 4 && word.startsWith(stem));
}

const isDigit = (code: number) => code >= 48 && code <= 57;

/**
 * A query word one slip away from a word of a name: letters only, at least TYPO_MIN_LENGTH of them, the first
 * letter right, and the word (or its stem, for another form of a mistyped word) one edit from the name word's
 * start of about its length, so a word still being typed is found too («гемоглаб» → «гемоглобин»).
 */
function nearWord({ slipForms }: Term, word: string): boolean {
  for (const typed of slipForms) {
    if (typed[0] !== word[0]) return false;
    for (let length = typed.length - 1; length <= typed.length + 1 && length <= word.length; length++)
      if (withinOneEdit(typed, word.slice(0, length))) return true;
  }
  return false;
}

/**
 * A synonym's meaning: the name has a word starting with each of its words or their stems («глюкоза» →
 * «Глюкозотолерантный»), or the same word in another form. Never inside a word: «аст» is not «чАСТичное».
 */
function meansWord(meant: Term, word: string): boolean {
  if (meant.text.length <= 2) return sameWord(meant, word);
  const { text, stem } = meant;
  return word.startsWith(text) || stemOf(word) === stem || (stem.length >= 4 && word.startsWith(stem));
}

interface Requirement {
  /** Any one of these, each a list of words all of which the name has. */
  alternatives: readonly (readonly Term[])[];
  /** The query's own words (typos allowed), or a synonym's meaning (never fuzzy: the patient did not type it). */
  own: boolean;
}

/** One query word stands for a synonym's word: another form of it, or it half typed («щитов»), or one slip off. */
function saysWord(query: string, said: string): boolean {
  if (stemOf(query) === stemOf(said) || (query.length >= 4 && said.startsWith(query))) return true;
  return (
    query.length >= TYPO_MIN_LENGTH && query[0] === said[0] && withinOneEdit(stemOf(query), stemOf(said))
  );
}

/** A query, read once: what a name must have to be found. `null`: nothing to look for. */
export interface CompiledQuery {
  requirements: readonly Requirement[];
}

interface ReadRules {
  synonyms: readonly { says: readonly string[]; means: readonly (readonly Term[])[] }[];
  fillers: ReadonlySet<string>;
}

// A search's rules are one constant object: read once, not at every key the patient presses.
const readRulesCache = new WeakMap<SearchRules, ReadRules>();
function readRules(rules: SearchRules): ReadRules {
  let read = readRulesCache.get(rules);
  if (!read) {
    read = {
      // A phrase before its words: «щитовидная железа» is the gland, not «Железо сывороточное».
      synonyms: (rules.synonyms ?? [])
        .map((synonym) => ({
          says: words(synonym.says),
          means: synonym.means.map((meant) => words(meant).map(term)),
        }))
        .sort((a, b) => b.says.length - a.says.length),
      fillers: new Set((rules.fillers ?? []).flatMap((filler) => words(filler)).map(stemOf)),
    };
    readRulesCache.set(rules, read);
  }
  return read;
}

export function compileQuery(query: string, rules: SearchRules = {}): CompiledQuery | null {
  const typed = words(query);
  if (typed.length === 0) return null;
  const used = new Array<boolean>(typed.length).fill(false);
  const requirements: Requirement[] = [];
  const { synonyms, fillers } = readRules(rules);
  for (const synonym of synonyms) {
    const picked: number[] = [];
    for (const said of synonym.says) {
      const index = typed.findIndex((word, at) => !used[at] && !picked.includes(at) && saysWord(word, said));
      if (index < 0) break;
      picked.push(index);
    }
    if (picked.length !== synonym.says.length || picked.length === 0) continue;
    for (const index of picked) used[index] = true;
    const own = picked.map((index) => term(typed[index] as string));
    requirements.push({ alternatives: [own, ...synonym.means], own: false });
  }
  const rest = typed.filter((_, index) => !used[index]);
  const needed = rest.filter((word) => !fillers.has(stemOf(word)));
  // A query of fillers alone («анализ») is looked for as it is.
  const kept = needed.length > 0 || requirements.length > 0 ? needed : rest;
  for (const word of kept) requirements.push({ alternatives: [[term(word)]], own: true });
  return { requirements };
}

function meets(requirement: Requirement, entry: SearchEntry, fuzzy: boolean): boolean {
  return requirement.alternatives.some((alternative, index) =>
    alternative.every((part) =>
      entry.some((word) => {
        // The first alternative is what the patient typed; a synonym's meanings are matched as listed.
        if (!requirement.own && index > 0) return meansWord(part, word);
        return sameWord(part, word) || (fuzzy && requirement.own && nearWord(part, word));
      }),
    ),
  );
}

/** Whether a name has every requirement of the query: as typed and in other forms, or (`fuzzy`) with a slip. */
export function matchesEntry(compiled: CompiledQuery, entry: SearchEntry, fuzzy = false): boolean {
  return compiled.requirements.every((requirement) => meets(requirement, entry, fuzzy));
}

/**
 * The items whose names match the query, in their own order. Names found as typed (or in other word forms, or by a
 * synonym) come alone; only when there are none, the names one slip away from each typed word: a query that finds
 * «Белок» is not also shown «Белка…». An empty query finds nothing (the view shows its catalogue instead).
 */
export function findMatches<T>(
  items: readonly T[],
  entries: readonly SearchEntry[],
  query: string,
  rules: SearchRules = {},
): T[] {
  const compiled = compileQuery(query, rules);
  if (!compiled) return [];
  const exact = items.filter((_, index) => matchesEntry(compiled, entries[index] ?? [], false));
  if (exact.length > 0) return exact;
  return items.filter((_, index) => matchesEntry(compiled, entries[index] ?? [], true));
}

/**
 * Other searches to offer when a query finds nothing («Ничего не нашли — попробуйте …»), each one that does find
 * something: the query without one of its words (from the last: «витамин к2» → «витамин»), then the search's own
 * `popular` list, in its order. At most `limit`, none equal to the query.
 */
export function suggestSearches(
  query: string,
  entries: readonly SearchEntry[],
  rules: SearchRules,
  popular: readonly string[],
  limit = 3,
): string[] {
  const typed = plainWords(query);
  const shorter =
    typed.length > 1
      ? typed.map((_, skip) => typed.filter((__, index) => index !== skip).join(' ')).reverse()
      : [];
  const own = words(query).join(' ');
  const found: string[] = [];
  for (const candidate of [...shorter, ...popular]) {
    if (found.length >= limit) break;
    if (words(candidate).join(' ') === own || found.includes(candidate)) continue;
    const compiled = compileQuery(candidate, rules);
    if (!compiled) continue;
    if (
      entries.some((entry) => matchesEntry(compiled, entry)) ||
      entries.some((entry) => matchesEntry(compiled, entry, true))
    )
      found.push(candidate);
  }
  return found;
}

/** A query's words as the patient wrote them (for a suggestion they recognise), markup and punctuation aside. */
const plainWords = (query: string) => query.match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? [];
