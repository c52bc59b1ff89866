import { type AnalysisCategory, chakra, SimpleGrid, SkeletonList } from '@clinic/shared';

interface CategoryGridProps {
  categories: readonly AnalysisCategory[] | null;
  currentId: number | null;
  onChoose: (id: number) => void;
}

/** SPEC §2: the 3-column grid of category names with the current one highlighted. */
export function CategoryGrid({ categories, currentId, onChoose }: CategoryGridProps) {
  if (!categories)
    return (
      <SimpleGrid columns={3} gap="2">
        <SkeletonList count={6} height="10" />
      </SimpleGrid>
    );
  return (
    <SimpleGrid as="ul" aria-label="Категории анализов" columns={3} gap="2" listStyleType="none">
      {categories.map((category) => {
        const current = category.id === currentId;
        return (
          <li key={category.id}>
            <chakra.button
              type="button"
              aria-pressed={current}
              onClick={() => onChoose(category.id)}
              w="full"
              minH="10"
              px="4"
              py="2"
              textAlign="left"
              fontSize="sm"
              fontWeight={current ? 'semibold' : 'normal'}
              borderRadius="lg"
              cursor="pointer"
              bg={current ? 'brand.600' : 'white'}
              color={current ? 'white' : 'fg.body'}
              _hover={{ bg: current ? 'brand.700' : 'brand.50' }}
            >
              {category.name}
            </chakra.button>
          </li>
        );
      })}
    </SimpleGrid>
  );
}
