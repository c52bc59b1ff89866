import { Box, type Doctor, Stack, Text } from '@clinic/shared';
import type { ReactNode } from 'react';
import { useDoctorsText } from '../../messages/doctorsText';

interface DoctorsListProps {
  doctors: readonly Doctor[];
  renderCard: (doctor: Doctor) => ReactNode;
  maxH?: string;
  /** A new order is on its way: the old one stays, dimmed, until it arrives. */
  busy: boolean;
}

/** The doctor cards in the order the API sent them (it sorts), or a note when the filter leaves none. */
export function DoctorsList({ doctors, renderCard, maxH, busy }: DoctorsListProps) {
  const text = useDoctorsText();
  if (doctors.length === 0) {
    return (
      <Text bg="white" borderRadius="2xl" p="6" color="fg.muted" role="status">
        {text('list.empty')}
      </Text>
    );
  }
  return (
    <Stack
      as="ul"
      aria-label={text('list.doctors')}
      listStyleType="none"
      gap="3"
      maxH={maxH}
      overflowY={maxH ? 'auto' : undefined}
      pr={maxH ? '2' : undefined}
      tabIndex={maxH ? 0 : undefined}
      aria-busy={busy}
      opacity={busy ? 0.6 : 1}
      transition="opacity 0.2s"
    >
      {doctors.map((doctor) => (
        <Box as="li" key={doctor.id}>
          {renderCard(doctor)}
        </Box>
      ))}
    </Stack>
  );
}
