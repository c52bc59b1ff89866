import { Box, chakra, type Doctor, Grid, pathTo, ROUTES, Stack } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { DoctorCardBody } from '../../ui/DoctorCardBody';
import { SortBar } from '../../ui/SortBar';
import { SpecialtyPicker } from '../../ui/SpecialtyPicker';
import { DoctorsList } from './DoctorsList';
import {
  $filter,
  $letters,
  $selectedDoctor,
  $sort,
  $visibleDoctors,
  $visibleJobTitles,
  doctorCardClicked,
  doctorsQuery,
} from './model';
import { SelectedDoctorCard } from './SelectedDoctorCard';

/** SPEC §9: the doctor list is 600 px tall and the details column 400 px. */
export const LIST_HEIGHT = '37.5rem';
export const DETAILS_HEIGHT = '25rem';

/** A card of the list (the look the whole-card button had): selected, its border is purple. */
const Card = chakra('div', {
  base: {
    position: 'relative',
    bg: 'white',
    borderRadius: '2xl',
    p: '4',
    borderWidth: '2px',
    borderColor: 'transparent',
    transition: 'border-color 0.2s, box-shadow 0.2s',
    _hover: { shadow: 'md' },
  },
});

/** Fills the card (border included) under its text, which lets every click through but the name's link's. */
const SelectButton = chakra('button', {
  base: { position: 'absolute', inset: '-2px', borderRadius: 'inherit', cursor: 'pointer' },
});

/**
 * SPEC §2 desktop: a click on the card selects the doctor. The name is a link to the doctor's page, so that every
 * doctor of the list has one in the server's HTML (without JavaScript the card selects nothing).
 */
function SelectableDoctorCard(props: { doctor: Doctor; selected: boolean; onSelect: (id: number) => void }) {
  const { doctor, selected, onSelect } = props;
  const nameId = `doctor-card-${doctor.id}-name`;
  return (
    <Card borderColor={selected ? 'brand.600' : undefined}>
      <SelectButton
        type="button"
        aria-pressed={selected}
        aria-labelledby={nameId}
        onClick={() => onSelect(doctor.id)}
      />
      <Box position="relative" pointerEvents="none">
        <DoctorCardBody
          doctor={doctor}
          nameLink={{ to: pathTo(ROUTES.DOCTOR_VIEW_DETAILS, { slug: doctor.slug }), id: nameId }}
        />
      </Box>
    </Card>
  );
}

export function DesktopDoctorsList() {
  const [doctors, busy, selected, sort, filter, letters, jobTitles] = useUnit([
    $visibleDoctors,
    doctorsQuery.$pending,
    $selectedDoctor,
    $sort,
    $filter,
    $letters,
    $visibleJobTitles,
  ]);
  const selectDoctor = useUnit(doctorCardClicked);
  const address = { sort, filter };
  return (
    <Stack gap="6">
      <SpecialtyPicker letters={letters} jobTitles={jobTitles} address={address} />
      <Grid templateColumns="minmax(20rem, 2fr) 3fr" gap="6" alignItems="start">
        <SelectedDoctorCard doctor={selected} height={DETAILS_HEIGHT} />
        <Stack gap="4">
          <SortBar address={address} />
          <DoctorsList
            doctors={doctors}
            busy={busy}
            maxH={LIST_HEIGHT}
            renderCard={(doctor) => (
              <SelectableDoctorCard
                doctor={doctor}
                selected={doctor.id === selected?.id}
                onSelect={selectDoctor}
              />
            )}
          />
        </Stack>
      </Grid>
    </Stack>
  );
}
