import {
  $viewport,
  FullScreenSpinner,
  formatPrice,
  NotFoundMessage,
  pathInLocale,
  pathTo,
  physicianData,
  ROUTES,
  StatusMessage,
  useLocale,
  usePageMeta,
  useSharedText,
} from '@clinic/shared';
import { useUnit } from 'effector-react';
import { useLocation } from 'react-router-dom';
import { useAllDoctorsLabel, useDoctorsText } from '../../messages/doctorsText';
import { DesktopDoctorDetails } from './DesktopDoctorDetails';
import { MobileDoctorDetails } from './MobileDoctorDetails';
import { $view, retryClicked } from './model';
import { useAddressTabs } from './useAddressTabs';

export function DoctorDetailsPage() {
  // Opened by its route (routeTable.ts): on the server, before hydration, or on navigation to it.
  const [view, { isMobile }, retry] = useUnit([$view, $viewport, retryClicked]);
  const text = useDoctorsText();
  const sharedText = useSharedText();
  const allDoctors = useAllDoctorsLabel();
  const locale = useLocale();
  useAddressTabs(useLocation().search);
  const doctor = view.kind === 'ready' ? view.doctor : null;
  const specialty =
    doctor?.short_info.map((info) => info.specialty).join(', ') || text('details.fallbackSpecialty');
  usePageMeta(
    // Not found: NotFoundMessage's title; the browser runs this (the parent's) effect after the child's.
    doctor
      ? text('details.metaTitle', { name: doctor.name, specialty })
      : view.kind === 'notFound'
        ? sharedText('notFound.title')
        : text('details.fallbackTitle'),
    doctor
      ? text('details.metaDescription', {
          name: doctor.name,
          specialty,
          price: formatPrice(doctor.first_appointment.price, locale),
        })
      : undefined,
    doctor
      ? {
          image: doctor.image,
          structuredData: [
            physicianData(
              doctor,
              pathInLocale(pathTo(ROUTES.DOCTOR_VIEW_DETAILS, { slug: doctor.slug }), locale),
            ),
          ],
        }
      : undefined,
  );
  switch (view.kind) {
    case 'loading':
      return <FullScreenSpinner />;
    case 'failed':
      return (
        <StatusMessage
          title={text('details.loadFailed')}
          text={sharedText(view.error)}
          onRetry={() => retry()}
        />
      );
    case 'notFound':
      return <NotFoundMessage back={{ to: ROUTES.DOCTORS_LIST, label: allDoctors }} />;
    case 'ready':
      return isMobile ? (
        <MobileDoctorDetails doctor={view.doctor} />
      ) : (
        <DesktopDoctorDetails doctor={view.doctor} />
      );
  }
}
