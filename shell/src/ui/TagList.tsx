import { chakra } from '@clinic/shared';

/** Small rounded tags in a wrapping row ('Страхование', 'Быстрое оформление', …). */
export function TagList({ tags, label }: { tags: readonly string[]; label: string }) {
  return (
    <chakra.ul aria-label={label} display="flex" flexWrap="wrap" gap="2" listStyleType="none">
      {tags.map((tag) => (
        <chakra.li key={tag} bg="brand.50" color="brand.800" borderRadius="full" px="3" py="1" fontSize="sm">
          {tag}
        </chakra.li>
      ))}
    </chakra.ul>
  );
}
