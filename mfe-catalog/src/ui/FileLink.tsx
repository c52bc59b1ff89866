import { chakra } from '@clinic/shared';

/** A link to a preparation memo or a recommendation PDF; opens in a new tab. */
export function FileLink({ href, label }: { href?: string | null; label: string }) {
  if (!href) return null;
  return (
    <chakra.a
      href={href}
      target="_blank"
      rel="noopener"
      color="brand.700"
      fontWeight="medium"
      textDecoration="underline"
      _hover={{ color: 'brand.800' }}
    >
      {label}
    </chakra.a>
  );
}
