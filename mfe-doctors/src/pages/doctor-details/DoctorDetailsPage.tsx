import {
  $viewport,
  FullScreenSpinner,
  formatPrice,
  NotFoundMessage,
  pathTo,
  physicianData,
  ROUTES,
  StatusMessage,
  usePageMeta,
} from '@clinic/shared';
import { useUnit } from 'effector-react';
import { useLocation } from 'react-router-dom';
import { DesktopDoctorDetails } from './DesktopDoctorDetails';
import { MobileDoctorDetails } from './MobileDoctorDetails';
import { $view, retryClicked } from './model';
import { useAddressTabs } from './useAddressTabs';

export function DoctorDetailsPage() {
  // Opened by its route (routeTable.ts): on the server, before hydration, or on navigation to it.
  const [view, { isMobile }, retry] = useUnit([$view, $viewport, retryClicked]);
  useAddressTabs(useLocation().search);
  const doctor = view.kind === 'ready' ? view.doctor : null;
  const specialty = doctor?.short_info.map((info) => info.specialty).join(', ') || 'Врач';
  usePageMeta(
    // Not found: NotFoundMessage's title; the browser runs this (the parent's) effect after the child's.
    doctor
      ? `${doctor.name} — ${specialty}`
      : view.kind === 'notFound'
        ? 'Страница не найдена'
        : 'Врач клиники',
    doctor
      ? `${doctor.name}, ${specialty}: приём в Алматы от ${formatPrice(doctor.first_appointment.price)}, стаж, отзывы.`
      : undefined,
    doctor
      ? {
          image: doctor.image,
          structuredData: [physicianData(doctor, pathTo(ROUTES.DOCTOR_VIEW_DETAILS, { slug: doctor.slug }))],
        }
      : undefined,
  );
  switch (view.kind) {
    case 'loading':
      return <FullScreenSpinner />;
    case 'failed':
      return <StatusMessage title="Не удалось загрузить данные" text={view.error} onRetry={() => retry()} />;
    case 'notFound':
      return <NotFoundMessage back={{ to: ROUTES.DOCTORS_LIST, label: 'Все врачи' }} />;
    case 'ready':
      return isMobile ? (
        <MobileDoctorDetails doctor={view.doctor} />
      ) : (
        <DesktopDoctorDetails doctor={view.doctor} />
      );
  }
}
