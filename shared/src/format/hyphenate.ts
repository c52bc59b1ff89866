/**
 * Russian words with soft hyphens (U+00AD) at syllable breaks, so a narrow box breaks a word only there, with a
 * visible hyphen, in every browser: `hyphens: auto` needs the browser's own dictionary, which Chromium on Linux
 * (and any browser without a Russian one) does not have, and then cuts words anywhere.
 *
 * Our own rules, not TeX's patterns: the `hyphen` package's Russian patterns are 22 KB gzip, and `/` is at its
 * JS budget (scripts/budgets.json). Syllables after the school rules: one break between two vowels, none leaving
 * a single letter at either end, й and ъ kept with the letter before, ь with its consonant. In a cluster of
 * consonants a double is split (мам-мо), a consonant before р, л or в and с before a stop start the next
 * syllable (ми-кро-ско-пия), any other consonant but the last stays behind (транс-фе). Acronyms (УЗИ) and
 * non-Cyrillic words are left whole. Pure and synchronous: the server and the browser render the same text.
 */
export const SOFT_HYPHEN = '\u00AD';

const VOWELS = 'аеёиоуыэюя';
const KEPT_BEHIND = 'йьъ';
/** Consonants that start a syllable together with a following р, л or в (кр, гл, св, тв). */
const BEFORE_SONORANT = 'бвгдзкпстфх';
const STOPS = 'кпт';
const MIN_PART = 2;

/** How many consonants of the cluster between two vowels start the next syllable (the rest stay behind). */
function onsetLength(cluster: string): number {
  if (cluster.endsWith('ь')) return 1 + onsetLength(cluster.slice(0, -1)); // ро-вье, се-мья
  if (cluster.endsWith('ъ')) return 0; // подъ-езд
  const [a = '', b = '', c = ''] = [...cluster.slice(-3).padStart(3, ' ')];
  if (cluster.length < 2) return cluster.length;
  if ('рлв'.includes(c) && BEFORE_SONORANT.includes(b) && b !== c) {
    return a === 'с' && STOPS.includes(b) ? 3 : 2; // се-стра, ми-кро
  }
  return b === 'с' && STOPS.includes(c) ? 2 : 1; // ча-стич, транс-фе, мам-мо
}

/** The break positions in one lowercase word. */
function breaks(word: string): number[] {
  const found: number[] = [];
  let vowel = -1;
  for (let i = 0; i < word.length; i += 1) {
    if (!VOWELS.includes(word.charAt(i))) continue;
    if (vowel >= 0) {
      let start = vowel + 1;
      while (start < i && KEPT_BEHIND.includes(word.charAt(start))) start += 1;
      const at = i - onsetLength(word.slice(start, i));
      if (at >= MIN_PART && word.length - at >= MIN_PART) found.push(at);
    }
    vowel = i;
  }
  return found;
}

function hyphenateWord(word: string): string {
  if (word === word.toUpperCase()) return word;
  const parts: string[] = [];
  let from = 0;
  for (const at of breaks(word.toLowerCase())) {
    parts.push(word.slice(from, at));
    from = at;
  }
  parts.push(word.slice(from));
  return parts.join(SOFT_HYPHEN);
}

/** `text` with soft hyphens in its Russian words; for the eye only (names, titles and data keep the plain text). */
export function hyphenate(text: string): string {
  return text.replace(/[а-яё]{4,}/giu, hyphenateWord);
}
