import { Box, Button, chakra, type JobTitle } from '@clinic/shared';
import { type KeyboardEvent, useId, useState } from 'react';
import { ChevronIcon } from './icons';

const PLACEHOLDER = 'Выберите специализацию';
/** SPEC §9: the dropdown is at most 350 px tall and scrolls beyond. */
export const DROPDOWN_MAX_HEIGHT = '350px';

interface SpecialtyDropdownProps {
  jobTitles: readonly JobTitle[];
  selectedId: number | null;
  onChoose: (id: number | null) => void;
}

const Option = chakra('button', {
  base: {
    w: 'full',
    textAlign: 'left',
    px: '4',
    py: '3',
    cursor: 'pointer',
    _hover: { bg: 'brand.50' },
    _pressed: { color: 'brand.700', fontWeight: 'semibold' },
  },
});

/** Mobile: the 'Выберите специализацию' dropdown; choosing closes it. */
export function SpecialtyDropdown({ jobTitles, selectedId, onChoose }: SpecialtyDropdownProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const selected = jobTitles.find((title) => title.id === selectedId);
  const choose = (id: number | null) => {
    onChoose(id);
    setOpen(false);
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setOpen(false);
  };
  return (
    <Box position="relative" onKeyDown={closeOnEscape}>
      <Button
        type="button"
        variant="white"
        w="full"
        justifyContent="space-between"
        borderRadius="xl"
        minH="12"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={selected ? `${PLACEHOLDER}: ${selected.name}` : PLACEHOLDER}
        onClick={() => setOpen((value) => !value)}
      >
        {selected?.name ?? PLACEHOLDER}
        <ChevronIcon direction="down" />
      </Button>
      <Box
        as="ul"
        id={listId}
        hidden={!open}
        aria-label="Специализации"
        listStyleType="none"
        position="absolute"
        insetX="0"
        top="calc(100% + 4px)"
        zIndex="dropdown"
        bg="white"
        borderRadius="xl"
        shadow="lg"
        maxH={DROPDOWN_MAX_HEIGHT}
        overflowY="auto"
        py="1"
      >
        <li>
          <Option type="button" aria-pressed={selectedId === null} onClick={() => choose(null)}>
            Все специализации
          </Option>
        </li>
        {jobTitles.map((title) => (
          <li key={title.id}>
            <Option type="button" aria-pressed={title.id === selectedId} onClick={() => choose(title.id)}>
              {title.name}
            </Option>
          </li>
        ))}
      </Box>
    </Box>
  );
}
