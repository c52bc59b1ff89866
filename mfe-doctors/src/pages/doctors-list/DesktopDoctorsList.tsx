import { chakra, Grid, Stack } from '@clinic/shared';
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
  directionToggled,
  doctorCardClicked,
  doctorsQuery,
  jobTitleChosen,
  letterClicked,
  sortTabClicked,
} from './model';
import { SelectedDoctorCard } from './SelectedDoctorCard';

/** SPEC §9: the doctor list is 600 px tall and the details column 400 px. */
export const LIST_HEIGHT = '600px';
export const DETAILS_HEIGHT = '400px';

const CardButton = chakra('button', {
  base: {
    w: 'full',
    bg: 'white',
    borderRadius: '2xl',
    p: '4',
    cursor: 'pointer',
    borderWidth: '2px',
    borderColor: 'transparent',
    transition: 'border-color 0.2s, box-shadow 0.2s',
    _hover: { shadow: 'md' },
    _pressed: { borderColor: 'brand.600' },
  },
});

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
  const events = useUnit({
    sortTabClicked,
    directionToggled,
    letterClicked,
    jobTitleChosen,
    doctorCardClicked,
  });
  return (
    <Stack gap="6">
      <SpecialtyPicker
        letters={letters}
        jobTitles={jobTitles}
        filter={filter}
        onLetter={events.letterClicked}
        onJobTitle={events.jobTitleChosen}
      />
      <Grid templateColumns="minmax(320px, 2fr) 3fr" gap="6" alignItems="start">
        <SelectedDoctorCard doctor={selected} height={DETAILS_HEIGHT} />
        <Stack gap="4">
          <SortBar sort={sort} onTab={events.sortTabClicked} onToggle={events.directionToggled} />
          <DoctorsList
            doctors={doctors}
            busy={busy}
            maxH={LIST_HEIGHT}
            renderCard={(doctor) => (
              <CardButton
                type="button"
                aria-pressed={doctor.id === selected?.id}
                onClick={() => events.doctorCardClicked(doctor.id)}
              >
                <DoctorCardBody doctor={doctor} />
              </CardButton>
            )}
          />
        </Stack>
      </Grid>
    </Stack>
  );
}
