import { Box, Button, chakra, type JobTitle, VisuallyHidden } from '@clinic/shared';
import { type KeyboardEvent, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useDoctorsText } from '../messages/doctorsText';
import { type ListAddress, listHref } from '../pages/doctors-list/listAddress';
import { filterOfTitle, NO_FILTER } from '../pages/doctors-list/specialty';
import { ChevronIcon } from './icons';

/** SPEC §9: the dropdown is at most 350 px tall and scrolls beyond. */
export const DROPDOWN_MAX_HEIGHT = '21.875rem';

interface SpecialtyDropdownProps {
  jobTitles: readonly JobTitle[];
  /** The list's sort, which the options keep, and its filter, which they change. */
  address: ListAddress;
}

const Disclosure = chakra('details', { base: { position: 'relative' } });

const Option = chakra(Link, {
  base: {
    display: 'block',
    px: '4',
    py: '3',
    color: 'inherit',
    textDecoration: 'none',
    _hover: { bg: 'brand.50' },
    '&[aria-current=true]': { color: 'brand.700', fontWeight: 'semibold' },
  },
});

/**
 * Mobile: the 'Выберите специализацию' dropdown. A native disclosure whose options are links to the filtered
 * list, so it opens and filters without JavaScript (the server renders the address's filter). With it, an
 * option navigates in the page, which stays mounted: choosing and Escape close the disclosure by hand.
 */
export function SpecialtyDropdown({ jobTitles, address }: SpecialtyDropdownProps) {
  const text = useDoctorsText();
  const placeholder = text('specialty.choose');
  const disclosure = useRef<HTMLDetailsElement>(null);
  const { sort, filter } = address;
  const selected = jobTitles.find((title) => title.id === filter.jobTitleId);
  const close = () => {
    if (disclosure.current) disclosure.current.open = false;
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !disclosure.current?.open) return;
    close();
    disclosure.current.querySelector('summary')?.focus();
  };
  const option = (label: string, href: string, current: boolean) => (
    <li key={href}>
      <Option to={href} aria-current={current ? 'true' : undefined} preventScrollReset onClick={close}>
        {label}
      </Option>
    </li>
  );
  return (
    <Disclosure ref={disclosure} onKeyDown={closeOnEscape}>
      <Button
        asChild
        variant="white"
        w="full"
        justifyContent="space-between"
        borderRadius="xl"
        minH="12"
        css={{ '&::-webkit-details-marker': { display: 'none' } }}
      >
        <summary>
          {selected ? (
            <span>
              <VisuallyHidden>{placeholder}: </VisuallyHidden>
              {selected.name}
            </span>
          ) : (
            placeholder
          )}
          <ChevronIcon direction="down" />
        </summary>
      </Button>
      <Box
        as="ul"
        aria-label={text('specialty.title')}
        listStyleType="none"
        position="absolute"
        insetX="0"
        top="calc(100% + 0.25rem)"
        zIndex="dropdown"
        bg="white"
        borderRadius="xl"
        shadow="lg"
        maxH={DROPDOWN_MAX_HEIGHT}
        overflowY="auto"
        py="1"
      >
        {option(text('specialty.all'), listHref({ sort, filter: NO_FILTER }), filter.jobTitleId === null)}
        {jobTitles.map((title) =>
          option(
            title.name,
            listHref({ sort, filter: filterOfTitle(title) }),
            title.id === filter.jobTitleId,
          ),
        )}
      </Box>
    </Disclosure>
  );
}
