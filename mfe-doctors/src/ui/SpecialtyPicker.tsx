import { Box, Button, Flex, Heading, type JobTitle, type RussianLetterGroup } from '@clinic/shared';
import { Link } from 'react-router-dom';
import { useDoctorsText } from '../messages/doctorsText';
import { type ListAddress, listHref } from '../pages/doctors-list/listAddress';
import { ALL_LETTER, filterOfTitle } from '../pages/doctors-list/specialty';

interface SpecialtyPickerProps {
  letters: readonly RussianLetterGroup[];
  jobTitles: readonly JobTitle[];
  /** The list's sort, which the links keep, and its filter, which they change. */
  address: ListAddress;
}

/**
 * Desktop: the letters ('Все' first) and the specialties of the chosen letter, as links to the filtered list
 * (they work without JavaScript: the server renders the filter the address asks for).
 */
export function SpecialtyPicker({ letters, jobTitles, address }: SpecialtyPickerProps) {
  const text = useDoctorsText();
  const { sort, filter } = address;
  const currentLetter = filter.letter || ALL_LETTER;
  return (
    <Box as="section" aria-labelledby="specialties-title" bg="white" borderRadius="2xl" p="5">
      <Heading as="h2" id="specialties-title" size="md" mb="3">
        {text('specialty.title')}
      </Heading>
      <Flex role="group" aria-label={text('specialty.letters')} gap="1" wrap="wrap" mb="3">
        {letters.map(({ letter }) => (
          <Button
            key={letter}
            asChild
            size="sm"
            minW="9"
            variant={letter === currentLetter ? 'primary' : 'lightGray'}
          >
            <Link
              to={listHref({ sort, filter: { letter, jobTitleId: null } })}
              aria-current={letter === currentLetter ? 'true' : undefined}
              preventScrollReset
            >
              {letter === ALL_LETTER ? text('specialty.allLetters') : letter.toLocaleUpperCase('ru')}
            </Link>
          </Button>
        ))}
      </Flex>
      <Flex as="ul" aria-label={text('specialty.title')} listStyleType="none" gap="2" wrap="wrap">
        {jobTitles.map((title) => (
          <li key={title.id}>
            <Button asChild size="sm" variant={title.id === filter.jobTitleId ? 'primary' : 'outline'}>
              <Link
                to={listHref({ sort, filter: filterOfTitle(title) })}
                aria-current={title.id === filter.jobTitleId ? 'true' : undefined}
                preventScrollReset
              >
                {title.name}
              </Link>
            </Button>
          </li>
        ))}
      </Flex>
    </Box>
  );
}
