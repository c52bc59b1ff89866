import { Box, chakra, Flex, formatPrice, useLocale } from '@clinic/shared';
import { useDoctorsText } from '../messages/doctorsText';

interface AppointmentPricesProps {
  first: number;
  repeated: number;
}

/** SPEC §2: the prices of the first and the repeated appointment, in tenge. */
export function AppointmentPrices({ first, repeated }: AppointmentPricesProps) {
  const text = useDoctorsText();
  const locale = useLocale();
  const rows = [
    [text('doctor.firstAppointment'), first],
    [text('doctor.repeatedAppointment'), repeated],
  ] as const;
  return (
    <chakra.dl display="grid" gap="2">
      {rows.map(([label, price]) => (
        <Flex key={label} justify="space-between" align="baseline" gap="3">
          <chakra.dt color="fg.muted">{label}</chakra.dt>
          <Box as="dd" fontWeight="bold" fontSize="lg" whiteSpace="nowrap">
            {formatPrice(price, locale)}
          </Box>
        </Flex>
      ))}
    </chakra.dl>
  );
}
