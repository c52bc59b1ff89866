import {
  AppLink,
  Flex,
  HStack,
  type Promotion,
  pathTo,
  ROUTES,
  Stack,
  Text,
  TRUNCATE,
  truncate,
} from '@clinic/shared';
import { useCatalogText } from '../messages/catalogText';
import { usePrices } from '../messages/widgets/widgetText';
import { DiscountBadge } from './DiscountBadge';
import { FileLink } from './FileLink';
import { Picture } from './Picture';

interface PromotionCardProps {
  promotion: Promotion;
  withImage: boolean;
}

/**
 * A card of the promotions list (SPEC §2): name, price, discount, the PDF recommendation link and the
 * description cut to 60 characters. A certificate is purple.
 */
export function PromotionCard({ promotion, withImage }: PromotionCardProps) {
  const purple = promotion.is_certificate;
  const { price } = usePrices();
  return (
    <Stack
      as="article"
      bg={purple ? 'brand.600' : 'white'}
      color={purple ? 'white' : 'fg.body'}
      borderRadius="2xl"
      p="4"
      gap="3"
      h="full"
      data-variant={purple ? 'purple' : 'white'}
    >
      {withImage && <Picture src={promotion.image} alt="" height="40" borderRadius="xl" />}
      <AppLink
        to={pathTo(ROUTES.PROMOTION_DETAILS, { slug: promotion.slug })}
        fontWeight="bold"
        fontSize="lg"
        color="inherit"
        _hover={{ textDecoration: 'underline' }}
      >
        {promotion.name}
      </AppLink>
      <Text color={purple ? 'white' : 'fg.muted'} flex="1">
        {truncate(promotion.description, TRUNCATE.promotionCardDescription)}
      </Text>
      <Flex align="center" justify="space-between" gap="2" wrap="wrap">
        <HStack gap="2">
          <Text fontWeight="bold" fontSize="lg">
            {price(promotion.price)}
          </Text>
          <DiscountBadge discount={promotion.discount} color={purple ? 'white' : 'purple'} />
        </HStack>
        <PdfLink href={promotion.file} light={purple} />
      </Flex>
    </Stack>
  );
}

function PdfLink({ href, light }: { href?: string | null; light: boolean }) {
  const text = useCatalogText();
  if (!href) return null;
  return (
    <Text as="span" fontSize="sm" css={light ? { '& a': { color: 'white' } } : undefined}>
      <FileLink href={href} label={text('promotions.recommendations')} />
    </Text>
  );
}
