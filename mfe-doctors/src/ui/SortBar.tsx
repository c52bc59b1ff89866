import { Button, Flex } from '@clinic/shared';
import { Link } from 'react-router-dom';
import { useDoctorsText } from '../messages/doctorsText';
import { type ListAddress, listHref } from '../pages/doctors-list/listAddress';
import { directionValue, SORT_TABS, sortForTab, withNextDirection } from '../pages/doctors-list/sort';
import { SortArrowIcon } from './icons';

/**
 * The sort tab bar (All, Price, Rating, Experience) and the direction toggle of SPEC §4, as links to the sorted
 * list that keep its filter: they work before the scripts and without them (the server renders the address's
 * sort), and with them the page follows its address (`useListAddress`). SPEC §4's rules are the links' targets.
 */
export function SortBar({ address }: { address: ListAddress }) {
  const { sort, filter } = address;
  const text = useDoctorsText();
  const direction = text('sort.direction', { direction: directionValue(sort.sort_direction) });
  return (
    <Flex gap="2" align="center" wrap="wrap">
      {/* Scrolls sideways on the narrowest phones rather than widen the page (the Kazakh words are longer). */}
      <Flex
        role="group"
        aria-label={text('sort.label')}
        gap="1"
        bg="white"
        borderRadius="full"
        p="1"
        maxW="full"
        overflowX="auto"
      >
        {SORT_TABS.map((tab) => {
          const active = tab.sortBy === sort.sort_by;
          return (
            <Button
              key={tab.sortBy}
              asChild
              size="sm"
              variant={active ? 'primary' : 'transparent'}
              flexShrink={0}
            >
              <Link
                to={listHref({ sort: sortForTab(tab.sortBy), filter })}
                aria-current={active ? 'true' : undefined}
                preventScrollReset
              >
                {text(tab.label)}
              </Link>
            </Button>
          );
        })}
      </Flex>
      <Button asChild size="sm" variant="white">
        <Link
          to={listHref({ sort: withNextDirection(sort), filter })}
          aria-label={text('sort.directionLabel', { direction })}
          title={text('sort.directionChange')}
          preventScrollReset
        >
          <SortArrowIcon direction={sort.sort_direction} />
          {direction}
        </Link>
      </Button>
    </Flex>
  );
}
