import { type Analysis, Box, Flex, Grid, Heading, Stack } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { memo } from 'react';
import { useAnalysesText } from '../../messages/analysesText';
import { AnalysesGrid } from '../../ui/AnalysesGrid';
import { AnalysisCard } from '../../ui/AnalysisCard';
import { CalculatorPanel } from '../../ui/CalculatorPanel';
import { CategoryGrid } from '../../ui/CategoryGrid';
import { LetterRow } from '../../ui/LetterRow';
import { ALL_LETTER, captionText } from './catalogue';
import { listHref } from './listAddress';
import {
  $currentCategoryId,
  $letter,
  $letters,
  $ready,
  $visibleCategories,
  ANALYSES_SKELETON_COUNT,
  analysisToggled,
} from './model';
import { NothingFound } from './NothingFound';
import { SearchForm } from './SearchForm';
import { useAddressSelection } from './useAddressSelection';
import { useCalculator } from './useCalculator';
import { useSelected } from './useSelected';
import { useShownResults } from './useShownResults';

/**
 * SPEC §2 Analyses, desktop: letters, then the category grid and the analyses grid
 * beside the calculator, which stays in view.
 * Each part binds only the units it shows, so a tick re-renders little. The grid shows what the search found
 * once it can (useShownResults.ts): a search never hides the box it is typed in.
 */
export default function DesktopAnalyses() {
  const text = useAnalysesText();
  return (
    <Stack gap="5" pb="6">
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        <Heading as="h1" size="2xl">
          {text('list.heading')}
        </Heading>
        <SearchForm />
      </Flex>
      <Letters />
      <Grid templateColumns="minmax(0, 1fr) 21.25rem" gap="6" alignItems="start">
        <Stack gap="5" minW="0">
          <Categories />
          <Analyses />
        </Stack>
        <Box position="sticky" top="4">
          <Calculator />
        </Box>
      </Grid>
    </Stack>
  );
}

function Calculator() {
  return <CalculatorPanel {...useCalculator()} />;
}

function Letters() {
  const { ready, letters, selected } = useUnit({ ready: $ready, letters: $letters, selected: $letter });
  const selection = useAddressSelection();
  const text = useAnalysesText();
  return (
    <LetterRow
      letters={ready ? letters.map((group) => group.letter) : null}
      selected={selected}
      labelOf={(letter) => (letter === ALL_LETTER ? text('letters.all') : letter)}
      hrefOf={(letter) => listHref({ letter }, selection)}
    />
  );
}

function Categories() {
  const { ready, categories, currentId } = useUnit({
    ready: $ready,
    categories: $visibleCategories,
    currentId: $currentCategoryId,
  });
  const selection = useAddressSelection();
  return (
    <CategoryGrid
      categories={ready ? categories : null}
      currentId={currentId}
      hrefOf={(categoryId) => listHref({ categoryId }, selection)}
    />
  );
}

function Analyses() {
  const ready = useUnit($ready);
  // What the search found, once it can be shown: never by hiding the search box (useShownResults.ts).
  const units = { ready, ...useShownResults() };
  const text = useAnalysesText();
  const caption = captionText(units.caption, text);
  return (
    <Stack gap="2">
      <Heading as="h2" size="md">
        {units.ready ? caption : text('list.heading')}
      </Heading>
      <AnalysesGrid
        label={units.ready ? caption : text('list.loading')}
        analyses={units.ready ? units.page : null}
        remaining={units.ready ? units.remaining : 0}
        skeletons={ANALYSES_SKELETON_COUNT}
        empty={<NothingFound />}
        renderCard={(analysis) => <SelectableCard key={analysis.id} analysis={analysis} />}
        onMore={units.onMore}
      />
    </Stack>
  );
}

const SelectableCard = memo(function SelectableCard({ analysis }: { analysis: Analysis }) {
  const selected = useSelected(analysis.id);
  const onToggle = useUnit(analysisToggled);
  return <AnalysisCard analysis={analysis} selected={selected} onToggle={onToggle} />;
});
