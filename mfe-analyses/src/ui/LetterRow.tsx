import { AppLink, Button, Flex, Skeleton } from '@clinic/shared';
import { useAnalysesText } from '../messages/analysesText';

interface LetterRowProps {
  letters: readonly string[] | null;
  selected: string;
  /** A letter as the button shows it ('Все' in the page's language; the API's letters as they are). */
  labelOf: (letter: string) => string;
  /** A letter's link: the list filtered by it. */
  hrefOf: (letter: string) => string;
}

/** SPEC §2: the row of letters, 'Все' first; the chosen one is filled. Links, so they work without JavaScript. */
export function LetterRow({ letters, selected, labelOf, hrefOf }: LetterRowProps) {
  const text = useAnalysesText();
  if (!letters) return <Skeleton height="10" />;
  return (
    <Flex as="nav" aria-label={text('letters.label')} wrap="wrap" gap="2">
      {letters.map((letter) => (
        <Button
          key={letter}
          asChild
          size="sm"
          minW="10"
          variant={letter === selected ? 'primary' : 'white'}
          textTransform={letter.length === 1 ? 'uppercase' : undefined}
        >
          <AppLink to={hrefOf(letter)} aria-current={letter === selected ? 'true' : undefined}>
            {labelOf(letter)}
          </AppLink>
        </Button>
      ))}
    </Flex>
  );
}
