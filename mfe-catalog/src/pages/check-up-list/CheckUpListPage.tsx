import { $viewport, Heading, usePageMeta } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { CheckUpListDesktop } from './CheckUpListDesktop';
import { CheckUpListMobile } from './CheckUpListMobile';
import { listOpened } from './model';

/** SPEC §2 `/check-up/list`. */
export function CheckUpListPage() {
  usePageMeta('Check-up программы', 'Комплексные программы обследования для взрослых и детей в Алматы.');
  const { isMobile } = useUnit($viewport);
  useEffect(() => {
    listOpened();
  }, []);
  return (
    <>
      <Heading as="h1" size={isMobile ? '2xl' : '3xl'} mb="4">
        Check-up
      </Heading>
      {isMobile ? <CheckUpListMobile /> : <CheckUpListDesktop />}
    </>
  );
}
