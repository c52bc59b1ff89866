import { $viewport, Heading, QueryView, usePageMeta } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { DesktopDoctorsList } from './DesktopDoctorsList';
import { MobileDoctorsList } from './MobileDoctorsList';
import { pageOpened, pageQuery } from './model';

export function DoctorsListPage() {
  usePageMeta('Врачи клиники', 'Специалисты диагностической клиники в Алматы: стаж, отзывы, цены приёма.');
  const [{ isMobile }, opened] = useUnit([$viewport, pageOpened]);
  useEffect(() => {
    opened();
  }, [opened]);
  return (
    <>
      <Heading as="h1" size={isMobile ? 'xl' : '2xl'} my="4">
        Врачи
      </Heading>
      <QueryView query={pageQuery}>
        {() => (isMobile ? <MobileDoctorsList /> : <DesktopDoctorsList />)}
      </QueryView>
    </>
  );
}
