import { Text, useLocale } from '@clinic/shared';
import type { IsoDay } from '@clinic/shared/core';
import { preferredDayParts } from '../booking/pickedDay';
import { useBookingText } from '../messages/bookingText';

/** 'Желаемый день: суббота, 28 ноября' ('Таңдалған күн: 28 қараша, сенбі'): the day the request carries. */
export function PreferredDay({ day, mb }: { day: IsoDay; mb?: string }) {
  const text = useBookingText();
  const locale = useLocale();
  return (
    <Text fontWeight="medium" data-preferred-day={day} mb={mb}>
      {text('preferredDay', preferredDayParts(day, locale))}
    </Text>
  );
}
