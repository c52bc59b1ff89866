import { type Analysis, Box, Button, Heading, SkeletonList, Stack, Text } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { memo } from 'react';
import { useAnalysesText } from '../../messages/analysesText';
import { CalculatorButton } from '../../ui/CalculatorButton';
import { CategoryAccordion } from '../../ui/CategoryAccordion';
import { MobileAnalysisRow } from '../../ui/MobileAnalysisRow';
import { MobileSummary } from '../../ui/MobileSummary';
import { ALL_LETTER, captionText } from './catalogue';
import { listHref } from './listAddress';
import {
  $analysesByCategory,
  $categories,
  $currentCategoryId,
  $mobileView,
  $ready,
  $selectedIds,
  $total,
  ANALYSES_SKELETON_COUNT,
  analysisToggled,
  backToAnalysesClicked,
  calculatorOpened,
} from './model';
import { NothingFound } from './NothingFound';
import { SearchForm } from './SearchForm';
import { useAddressSelection } from './useAddressSelection';
import { useCalculator } from './useCalculator';
import { useSelected } from './useSelected';
import { useShownResults, useShownSearchActive } from './useShownResults';

/** SPEC §2 Analyses, mobile: the accordion of categories, or the calculator summary. */
export default function MobileAnalyses() {
  const view = useUnit($mobileView);
  const text = useAnalysesText();
  return (
    <Stack gap="4" pb="4">
      <Heading as="h1" size="2xl">
        {text('list.headingPhone')}
      </Heading>
      {view === 'summary' ? <Summary /> : <AnalysesList />}
    </Stack>
  );
}

function Summary() {
  const onBack = useUnit(backToAnalysesClicked);
  return <MobileSummary {...useCalculator()} onBack={onBack} />;
}

/**
 * The search box, then the categories or what the search found: the results take the categories' place once
 * they can be shown (useShownResults.ts), so a search never hides the box it is typed in.
 */
function AnalysesList() {
  const ready = useUnit($ready);
  const searching = useShownSearchActive();
  return (
    <>
      <SearchForm />
      {!ready ? (
        <Stack gap="2" aria-busy="true">
          <SkeletonList count={ANALYSES_SKELETON_COUNT} height="14" />
        </Stack>
      ) : searching ? (
        <SearchResults />
      ) : (
        <Categories />
      )}
      <StickyCalculator />
    </>
  );
}

function Categories() {
  const { categories, currentId } = useUnit({ categories: $categories, currentId: $currentCategoryId });
  const selection = useAddressSelection();
  return (
    <CategoryAccordion
      categories={categories ?? []}
      openId={currentId}
      // The open one's link closes it: 'Все' with none current.
      hrefOf={(categoryId) =>
        listHref(categoryId === null ? { letter: ALL_LETTER } : { categoryId }, selection)
      }
    >
      {(categoryId) => <CategoryAnalyses categoryId={categoryId} />}
    </CategoryAccordion>
  );
}

function CategoryAnalyses({ categoryId }: { categoryId: number }) {
  const byCategory = useUnit($analysesByCategory);
  const analyses = byCategory.get(categoryId) ?? [];
  const text = useAnalysesText();
  if (!analyses.length) return <Text color="fg.muted">{text('categories.empty')}</Text>;
  return (
    <Box as="ul" listStyleType="none">
      {analyses.map((analysis) => (
        <SelectableRow key={analysis.id} analysis={analysis} />
      ))}
    </Box>
  );
}

function SearchResults() {
  const text = useAnalysesText();
  const units = useShownResults();
  const { page, remaining, onMore } = units;
  const caption = captionText(units.caption, text);
  return (
    <Box as="section" aria-label={caption} bg="white" borderRadius="2xl" px="4" py="2">
      <Text fontWeight="semibold" py="2">
        {caption}
      </Text>
      {page.length === 0 ? (
        <Box pb="2">
          <NothingFound />
        </Box>
      ) : (
        <Box as="ul" listStyleType="none">
          {page.map((analysis) => (
            <SelectableRow key={analysis.id} analysis={analysis} />
          ))}
        </Box>
      )}
      {remaining > 0 && (
        <Button type="button" variant="lightGray" w="full" my="2" onClick={() => onMore()}>
          {text('grid.more', { count: remaining })}
        </Button>
      )}
    </Box>
  );
}

function StickyCalculator() {
  const { total, ids, onOpen } = useUnit({ total: $total, ids: $selectedIds, onOpen: calculatorOpened });
  return <CalculatorButton total={total} count={ids.length} onOpen={onOpen} />;
}

const SelectableRow = memo(function SelectableRow({ analysis }: { analysis: Analysis }) {
  const selected = useSelected(analysis.id);
  const onToggle = useUnit(analysisToggled);
  return <MobileAnalysisRow analysis={analysis} selected={selected} onToggle={onToggle} />;
});
