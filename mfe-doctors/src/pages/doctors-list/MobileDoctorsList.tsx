import { AppLink, pathTo, ROUTES, Stack } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { DoctorCardBody } from '../../ui/DoctorCardBody';
import { SortBar } from '../../ui/SortBar';
import { SpecialtyDropdown } from '../../ui/SpecialtyDropdown';
import { DoctorsList } from './DoctorsList';
import { $filter, $sort, $visibleDoctors, doctorsQuery, jobTitlesQuery } from './model';

/** Mobile: the specialty dropdown, the sort bar and the cards; a card opens the doctor's page. */
export function MobileDoctorsList() {
  const [doctors, busy, sort, filter, jobTitles] = useUnit([
    $visibleDoctors,
    doctorsQuery.$pending,
    $sort,
    $filter,
    jobTitlesQuery.$data,
  ]);
  const address = { sort, filter };
  return (
    <Stack gap="4">
      <SpecialtyDropdown jobTitles={jobTitles ?? []} address={address} />
      <SortBar address={address} />
      <DoctorsList
        doctors={doctors}
        busy={busy}
        renderCard={(doctor) => (
          <AppLink
            to={pathTo(ROUTES.DOCTOR_VIEW_DETAILS, { slug: doctor.slug })}
            display="block"
            bg="white"
            borderRadius="2xl"
            p="4"
            color="inherit"
            textDecoration="none"
          >
            <DoctorCardBody doctor={doctor} />
          </AppLink>
        )}
      />
    </Stack>
  );
}
