import { Badge, formatDiscount } from '@clinic/shared';

export type BadgeColor = 'purple' | 'white' | 'black';

const COLORS: Record<BadgeColor, { bg: string; color: string; borderColor: string }> = {
  purple: { bg: 'brand.600', color: 'white', borderColor: 'brand.600' },
  white: { bg: 'white', color: 'brand.700', borderColor: 'brand.600' },
  black: { bg: 'gray.900', color: 'white', borderColor: 'gray.900' },
};

/** The '-N%' badge of SPEC §2; nothing when there is no discount. */
export function DiscountBadge({
  discount,
  color = 'purple',
}: {
  discount?: number | null;
  color?: BadgeColor;
}) {
  const text = formatDiscount(discount);
  if (!text) return null;
  return (
    <Badge
      {...COLORS[color]}
      borderWidth="1px"
      alignSelf="start"
      borderRadius="full"
      px="2.5"
      py="0.5"
      fontSize="sm"
      fontWeight="bold"
    >
      {text}
    </Badge>
  );
}
