import {
  $viewport,
  BuildLabel,
  Heading,
  itemListData,
  pathInLocale,
  pathTo,
  QueryView,
  ROUTES,
  useLocale,
  usePageMeta,
} from '@clinic/shared';
import { useUnit } from 'effector-react';
import { useLocation } from 'react-router-dom';
import { useDoctorsText } from '../../messages/doctorsText';
import { DesktopDoctorsList } from './DesktopDoctorsList';
import { MobileDoctorsList } from './MobileDoctorsList';
import { $visibleDoctors, pageQuery } from './model';
import { useListAddress } from './useListAddress';

export function DoctorsListPage() {
  const [{ isMobile }, doctors] = useUnit([$viewport, $visibleDoctors]);
  useListAddress(useLocation().search);
  const text = useDoctorsText();
  const locale = useLocale();
  const title = text('list.metaTitle');
  usePageMeta(title, text('list.metaDescription'), {
    // Each doctor of the list with the first appointment's price, as the cards show it.
    structuredData: [
      itemListData(
        title,
        doctors.map((doctor) => ({
          name: doctor.name,
          url: pathInLocale(pathTo(ROUTES.DOCTOR_VIEW_DETAILS, { slug: doctor.slug }), locale),
          price: doctor.first_appointment.price,
        })),
        'Physician',
      ),
    ],
  });
  return (
    <>
      <Heading as="h1" size={isMobile ? 'xl' : '2xl'} my="4">
        {text('list.title')}
      </Heading>
      {/* The remote's own defines (staging label; the canary e2e's broken build), read in its own code. */}
      <BuildLabel label={__BUILD_LABEL__} fault={__BUILD_FAULT__} />
      <QueryView query={pageQuery}>
        {() => (isMobile ? <MobileDoctorsList /> : <DesktopDoctorsList />)}
      </QueryView>
    </>
  );
}
