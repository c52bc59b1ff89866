import { $viewport, CLINIC, Heading, usePageMeta } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { HomeDesktop } from './HomeDesktop';
import { HomeMobile } from './HomeMobile';
import { homeOpened } from './model';

export function HomePage() {
  usePageMeta(
    'Диагностическая клиника в Алматы',
    `${CLINIC.name} в Алматы: анализы в собственной лаборатории, программы check-up, приём врачей и онлайн-запись. ${CLINIC.workingHoursText}.`,
  );
  const [{ isMobile }, opened] = useUnit([$viewport, homeOpened]);
  useEffect(() => opened(), [opened]);
  return (
    <>
      <Heading as="h1" size={isMobile ? 'lg' : '2xl'} mb="4">
        Диагностическая клиника в Алматы
      </Heading>
      {isMobile ? <HomeMobile /> : <HomeDesktop />}
    </>
  );
}
