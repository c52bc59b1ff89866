import { Box, Button, chakra, Flex, Grid, Heading, Text, VisuallyHidden } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { useEffect, useId } from 'react';
import { ChevronIcon } from '../../../ui/icons';
import {
  $canGoBack,
  $days,
  $selectedDay,
  dayClicked,
  nextWeekClicked,
  pickerOpened,
  previousWeekClicked,
} from './model';
import { weekTitle } from './week';

const DayButton = chakra('button', {
  base: {
    w: 'full',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '0.5',
    py: '2',
    borderRadius: 'xl',
    bg: 'gray.50',
    cursor: 'pointer',
    borderWidth: '1px',
    borderColor: 'transparent',
    _hover: { bg: 'brand.50' },
    _pressed: { bg: 'brand.600', color: 'white', _hover: { bg: 'brand.700' } },
    _disabled: { bg: 'transparent', color: 'gray.400', cursor: 'not-allowed', _hover: { bg: 'transparent' } },
  },
});

/** The doctor's week: Russian names, Monday first, past days greyed, today marked 'сегодня' (SPEC §2, §9). */
export function WeekPicker() {
  const titleId = useId();
  const [days, selected, canGoBack] = useUnit([$days, $selectedDay, $canGoBack]);
  const events = useUnit({ pickerOpened, previousWeekClicked, nextWeekClicked, dayClicked });
  useEffect(() => {
    events.pickerOpened(new Date());
  }, [events.pickerOpened]);
  return (
    <Box as="section" aria-labelledby={titleId}>
      {/* h2: the picker sits right under the doctor's name, the page's h1. */}
      <Heading as="h2" id={titleId} size="sm" mb="2">
        Выберите день приёма
      </Heading>
      <Flex align="center" justify="space-between" mb="2">
        <Button
          type="button"
          size="sm"
          variant="lightGray"
          aria-label="Предыдущая неделя"
          disabled={!canGoBack}
          onClick={events.previousWeekClicked}
        >
          <ChevronIcon direction="left" />
        </Button>
        <Text fontWeight="semibold" aria-live="polite">
          {weekTitle(days)}
        </Text>
        <Button
          type="button"
          size="sm"
          variant="lightGray"
          aria-label="Следующая неделя"
          onClick={events.nextWeekClicked}
        >
          <ChevronIcon direction="right" />
        </Button>
      </Flex>
      <Grid
        as="ul"
        aria-label="Дни недели"
        templateColumns="repeat(7, minmax(0, 1fr))"
        gap="1"
        listStyleType="none"
      >
        {days.map((day) => (
          <li key={day.iso}>
            <DayButton
              type="button"
              disabled={day.isPast}
              aria-pressed={day.iso === selected}
              data-past={day.isPast || undefined}
              onClick={() => events.dayClicked(day.iso)}
            >
              {/* The name is the visible text plus the month for screen readers (WCAG 2.5.3). */}
              <chakra.span fontSize="xs" textTransform="uppercase">
                {day.weekday}{' '}
              </chakra.span>
              <chakra.span fontWeight="bold" fontSize="md">
                {day.dayOfMonth}
                <VisuallyHidden> {day.label.replace(/^\d+\s*/, '')}</VisuallyHidden>{' '}
              </chakra.span>
              <chakra.span fontSize="2xs" minH="3" lineHeight="1">
                {day.isToday ? 'сегодня' : ''}
              </chakra.span>
            </DayButton>
          </li>
        ))}
      </Grid>
    </Box>
  );
}
