import { Button, type DoctorSort, type DoctorSortBy, Flex } from '@clinic/shared';
import { DIRECTION_LABELS, SORT_TABS } from '../pages/doctors-list/sort';
import { SortArrowIcon } from './icons';

interface SortBarProps {
  sort: DoctorSort;
  onTab: (sortBy: DoctorSortBy) => void;
  onToggle: () => void;
}

/** The sort tab bar (All, Price, Rating, Experience) and the direction toggle of SPEC §4. */
export function SortBar({ sort, onTab, onToggle }: SortBarProps) {
  const direction = DIRECTION_LABELS[sort.sort_direction];
  return (
    <Flex gap="2" align="center" wrap="wrap">
      <Flex role="group" aria-label="Сортировка врачей" gap="1" bg="white" borderRadius="full" p="1">
        {SORT_TABS.map((tab) => {
          const active = tab.sortBy === sort.sort_by;
          return (
            <Button
              key={tab.label}
              type="button"
              size="sm"
              variant={active ? 'primary' : 'transparent'}
              aria-pressed={active}
              onClick={() => onTab(tab.sortBy)}
            >
              {tab.label}
            </Button>
          );
        })}
      </Flex>
      <Button
        type="button"
        size="sm"
        variant="white"
        aria-label={`Направление сортировки: ${direction}`}
        title="Изменить направление сортировки"
        onClick={onToggle}
      >
        <SortArrowIcon direction={sort.sort_direction} />
        {direction}
      </Button>
    </Flex>
  );
}
