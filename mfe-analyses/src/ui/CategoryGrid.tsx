import { type AnalysisCategory, AppLink, SimpleGrid, SkeletonList } from '@clinic/shared';
import { useAnalysesText } from '../messages/analysesText';

interface CategoryGridProps {
  categories: readonly AnalysisCategory[] | null;
  currentId: number | null;
  /** A category's link: the list with it current. */
  hrefOf: (id: number) => string;
}

/** SPEC §2: the 3-column grid of category names, the current one highlighted; links, they work without JavaScript. */
export function CategoryGrid({ categories, currentId, hrefOf }: CategoryGridProps) {
  const text = useAnalysesText();
  if (!categories)
    return (
      <SimpleGrid columns={3} gap="2">
        <SkeletonList count={6} height="10" />
      </SimpleGrid>
    );
  return (
    <SimpleGrid as="ul" aria-label={text('categories.label')} columns={3} gap="2" listStyleType="none">
      {categories.map((category) => {
        const current = category.id === currentId;
        return (
          <li key={category.id}>
            <AppLink
              to={hrefOf(category.id)}
              aria-current={current ? 'true' : undefined}
              // As the button it replaces: the name centred in its 40 px.
              display="flex"
              alignItems="center"
              w="full"
              minH="10"
              px="4"
              py="2"
              textAlign="left"
              fontSize="sm"
              fontWeight={current ? 'semibold' : 'normal'}
              borderRadius="lg"
              bg={current ? 'brand.600' : 'white'}
              color={current ? 'white' : 'fg.body'}
              _hover={{ bg: current ? 'brand.700' : 'brand.50' }}
            >
              {category.name}
            </AppLink>
          </li>
        );
      })}
    </SimpleGrid>
  );
}
