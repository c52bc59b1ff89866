import {
  Box,
  Button,
  chakra,
  Flex,
  Grid,
  Heading,
  Text,
  useAddressQuery,
  useLocale,
  VisuallyHidden,
} from '@clinic/shared';
import { useUnit } from 'effector-react';
import { type MouseEvent, useEffect, useId } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router-dom';
import { useDoctorsText } from '../../../messages/doctorsText';
import { ChevronIcon } from '../../../ui/icons';
import { dayHref, daySearch, readDay, TODAY_ATTRIBUTE } from './dayAddress';
import {
  $canGoBack,
  $canGoForward,
  $days,
  $selectedDay,
  $today,
  dayAsked,
  dayClicked,
  nextWeekClicked,
  pickerOpened,
  previousWeekClicked,
} from './model';
import { dayNames, weekTitle } from './week';

const DayLink = chakra('a', {
  base: {
    w: 'full',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '0.5',
    py: '2',
    borderRadius: 'xl',
    bg: 'gray.50',
    color: 'inherit',
    textDecoration: 'none',
    cursor: 'pointer',
    borderWidth: '1px',
    borderColor: 'transparent',
    _hover: { bg: 'brand.50' },
    '&[aria-current=true]': { bg: 'brand.600', color: 'white', _hover: { bg: 'brand.700' } },
    '&[aria-disabled=true]': {
      bg: 'transparent',
      color: 'gray.400',
      cursor: 'not-allowed',
      _hover: { bg: 'transparent' },
    },
  },
});

/** Two picked days are the same when their addresses are ('' for none). */
const dayKey = (day: string | null) => day ?? '';

/** A click the page should leave to the browser: a new tab or window. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * The doctor's week: names in the page's language, Monday first, past days greyed, today marked 'сегодня'
 * (SPEC §2, §9). Each day a patient may pick is a link to this page with `?day=` (dayAddress.ts), in the page's
 * language, so the server renders the pick without JavaScript; with it, a tap picks the day in place and writes
 * it into the address (replacing the entry, as a selection in a page does, other parameters kept), so a reload or
 * the language switch shows the same day. The picked day goes with «Записаться на прием».
 */
export function WeekPicker() {
  const titleId = useId();
  const { pathname, search } = useLocation();
  // A raw link: the router's basename (the language's prefix, '/kk') is added by hand, as a Link would.
  const page = useHref(pathname);
  const navigate = useNavigate();
  // The address's day, when Back or Forward (or a tab's link) changes it, passed on to the picker.
  useAddressQuery(search, readDay, dayKey, dayAsked);
  const text = useDoctorsText();
  const locale = useLocale();
  const [today, days, selected, canGoBack, canGoForward] = useUnit([
    $today,
    $days,
    $selectedDay,
    $canGoBack,
    $canGoForward,
  ]);
  const events = useUnit({ pickerOpened, previousWeekClicked, nextWeekClicked, dayClicked });
  // After hydration (which showed the server's week), the device's own today.
  useEffect(() => {
    events.pickerOpened(new Date());
  }, [events.pickerOpened]);
  return (
    <Box as="section" aria-labelledby={titleId} {...{ [TODAY_ATTRIBUTE]: today || undefined }}>
      {/* h2: the picker sits right under the doctor's name, the page's h1. */}
      <Heading as="h2" id={titleId} size="sm" mb="2">
        {text('week.title')}
      </Heading>
      <Flex align="center" justify="space-between" mb="2">
        <Button
          type="button"
          size="sm"
          variant="lightGray"
          aria-label={text('week.previous')}
          disabled={!canGoBack}
          onClick={events.previousWeekClicked}
        >
          <ChevronIcon direction="left" />
        </Button>
        <Text fontWeight="semibold" aria-live="polite">
          {weekTitle(days, locale, text)}
        </Text>
        <Button
          type="button"
          size="sm"
          variant="lightGray"
          aria-label={text('week.next')}
          disabled={!canGoForward}
          onClick={events.nextWeekClicked}
        >
          <ChevronIcon direction="right" />
        </Button>
      </Flex>
      <Grid
        as="ul"
        aria-label={text('week.days')}
        templateColumns="repeat(7, minmax(0, 1fr))"
        gap="1"
        listStyleType="none"
      >
        {days.map((day) => {
          const offered = !day.isPast && !day.isBeyond;
          const names = dayNames(day.iso, locale);
          return (
            <li key={day.iso}>
              <DayLink
                // A day that cannot be picked is no link at all (an <a> without href is one no crawler can follow).
                as={offered ? 'a' : 'span'}
                href={offered ? dayHref(page, search, day.iso) : undefined}
                aria-disabled={offered ? undefined : true}
                aria-current={offered && day.iso === selected ? true : undefined}
                data-past={day.isPast || undefined}
                data-day={day.iso}
                onClick={(event) => {
                  if (opensElsewhere(event)) return;
                  event.preventDefault();
                  if (!offered) return;
                  events.dayClicked(day.iso);
                  navigate(
                    { search: daySearch(search, day.iso) },
                    { replace: true, preventScrollReset: true },
                  );
                }}
              >
                {/* The name is the visible text plus the month for screen readers (WCAG 2.5.3). */}
                <chakra.span fontSize="xs" textTransform="uppercase">
                  {names.weekday}{' '}
                </chakra.span>
                <chakra.span fontWeight="bold" fontSize="md">
                  {day.dayOfMonth}
                  <VisuallyHidden> {names.month}</VisuallyHidden>{' '}
                </chakra.span>
                <chakra.span fontSize="2xs" minH="3" lineHeight="1">
                  {day.isToday ? text('week.today') : ''}
                </chakra.span>
              </DayLink>
            </li>
          );
        })}
      </Grid>
    </Box>
  );
}
