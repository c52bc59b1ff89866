import { Button, Flex, Skeleton } from '@clinic/shared';

interface LetterRowProps {
  letters: readonly string[] | null;
  selected: string;
  onChoose: (letter: string) => void;
}

/** SPEC §2: the row of letters, 'Все' first; the chosen one is filled. */
export function LetterRow({ letters, selected, onChoose }: LetterRowProps) {
  if (!letters) return <Skeleton height="10" />;
  return (
    <Flex as="nav" aria-label="Категории по первой букве" wrap="wrap" gap="2">
      {letters.map((letter) => (
        <Button
          key={letter}
          type="button"
          size="sm"
          minW="10"
          variant={letter === selected ? 'primary' : 'white'}
          aria-pressed={letter === selected}
          textTransform={letter.length === 1 ? 'uppercase' : undefined}
          onClick={() => onChoose(letter)}
        >
          {letter}
        </Button>
      ))}
    </Flex>
  );
}
