import { AppLink, type Doctor, pathTo, ROUTES } from '@clinic/shared';
import { DoctorCardBody } from '../../ui/DoctorCardBody';

/** One slide: the doctor's card, opening the doctor's page. */
export function DoctorSlide({ doctor }: { doctor: Doctor }) {
  return (
    <AppLink
      to={pathTo(ROUTES.DOCTOR_VIEW_DETAILS, { slug: doctor.slug })}
      display="block"
      color="inherit"
      textDecoration="none"
    >
      <DoctorCardBody doctor={doctor} />
    </AppLink>
  );
}
