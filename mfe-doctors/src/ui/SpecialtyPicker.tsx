import { Box, Button, Flex, Heading, type JobTitle, type RussianLetterGroup } from '@clinic/shared';
import { ALL_LETTER, type SpecialtyFilter } from '../pages/doctors-list/specialty';

interface SpecialtyPickerProps {
  letters: readonly RussianLetterGroup[];
  jobTitles: readonly JobTitle[];
  filter: SpecialtyFilter;
  onLetter: (letter: string) => void;
  onJobTitle: (id: number) => void;
}

/** Desktop: the letters ('Все' first) and the specialties of the chosen letter. */
export function SpecialtyPicker({ letters, jobTitles, filter, onLetter, onJobTitle }: SpecialtyPickerProps) {
  const currentLetter = filter.letter || ALL_LETTER;
  return (
    <Box as="section" aria-labelledby="specialties-title" bg="white" borderRadius="2xl" p="5">
      <Heading as="h2" id="specialties-title" size="md" mb="3">
        Специализации
      </Heading>
      <Flex role="group" aria-label="Первая буква специализации" gap="1" wrap="wrap" mb="3">
        {letters.map(({ letter }) => (
          <Button
            key={letter}
            type="button"
            size="sm"
            minW="9"
            variant={letter === currentLetter ? 'primary' : 'lightGray'}
            aria-pressed={letter === currentLetter}
            onClick={() => onLetter(letter)}
          >
            {letter === ALL_LETTER ? letter : letter.toLocaleUpperCase('ru')}
          </Button>
        ))}
      </Flex>
      <Flex as="ul" aria-label="Специализации" listStyleType="none" gap="2" wrap="wrap">
        {jobTitles.map((title) => (
          <li key={title.id}>
            <Button
              type="button"
              size="sm"
              variant={title.id === filter.jobTitleId ? 'primary' : 'outline'}
              aria-pressed={title.id === filter.jobTitleId}
              onClick={() => onJobTitle(title.id)}
            >
              {title.name}
            </Button>
          </li>
        ))}
      </Flex>
    </Box>
  );
}
