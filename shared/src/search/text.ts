const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The visible text of a name from the API: tags dropped (a line-breaking tag becomes a space), entities decoded. */
export function plainText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<(br|\/?p|\/?div|\/?li)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, entity: string) => ENTITIES[entity] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Latin letters a patient cannot tell from Cyrillic ones on a Russian keyboard's labels or on screen, folded to
 * the Cyrillic letter, on both sides: «HbA1c» and «НвА1с» are one word. D is not a look-alike but how Russian
 * names the vitamin and the dimer («витамин Д», «Д-димер»): patients type it in Cyrillic.
 */
const LOOK_ALIKES: Record<string, string> = {
  a: 'а',
  b: 'в',
  c: 'с',
  d: 'д',
  e: 'е',
  h: 'н',
  k: 'к',
  m: 'м',
  o: 'о',
  p: 'р',
  t: 'т',
  x: 'х',
  y: 'у',
};

/** Lower case, ё as е, look-alike Latin letters as Cyrillic: the one form names and queries are compared in. */
export function foldText(text: string): string {
  return (
    text
      // Not toLocaleLowerCase('ru'): the same for Russian and Latin, and it asks ICU for the locale on every call.
      .toLowerCase()
      .replace(/ё/g, 'е')
      .replace(/[abcdehkmoptxy]/g, (letter) => LOOK_ALIKES[letter] ?? letter)
  );
}

/** The words of a text in folded form: runs of letters and digits; everything else separates them. */
export function words(text: string): string[] {
  return foldText(plainText(text)).match(/[\p{L}\p{N}]+/gu) ?? [];
}
