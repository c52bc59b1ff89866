import { Text } from '@clinic/shared';
import type { IsoDay } from '@clinic/shared/src/format/isoDay';
import { PREFERRED_DAY_LABEL, preferredDayText } from '../booking/pickedDay';

/** 'Желаемый день: суббота, 28 ноября': the day the patient picked, which the request carries. */
export function PreferredDay({ day, mb }: { day: IsoDay; mb?: string }) {
  return (
    <Text fontWeight="medium" data-preferred-day={day} mb={mb}>
      {PREFERRED_DAY_LABEL}: {preferredDayText(day)}
    </Text>
  );
}
