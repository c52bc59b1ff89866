/** Russian to Latin letters: the PDF's built-in Helvetica has no Cyrillic glyphs. */
const LETTERS: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'yo',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

export function transliterate(text: string): string {
  let result = '';
  for (const char of text) {
    const lower = char.toLowerCase();
    const latin = LETTERS[lower];
    if (latin === undefined)
      result += /[\x20-\x7e]/.test(char) ? char : char === '«' || char === '»' ? '"' : ' ';
    else result += lower === char ? latin : latin.charAt(0).toUpperCase() + latin.slice(1);
  }
  return result;
}
