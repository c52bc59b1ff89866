const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The visible text of an analysis name: tags dropped (a line-breaking tag becomes a space), entities decoded. */
export function plainText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<(br|\/?p|\/?div|\/?li)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, entity: string) => ENTITIES[entity] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The form names and queries are compared in: markup ignored, case-insensitive, 'ё' equal to 'е'. */
export function normalizeForSearch(text: string | null | undefined): string {
  return plainText(text).toLocaleLowerCase('ru').replace(/ё/g, 'е');
}

/** Every word of the query occurs in the name ('витамин d' finds 'Витамин D (25-OH D₃)'). */
export function matchesQuery(normalizedName: string, query: string): boolean {
  const words = normalizeForSearch(query).split(' ').filter(Boolean);
  return words.length > 0 && words.every((word) => normalizedName.includes(word));
}
