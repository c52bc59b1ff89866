import { $viewport, Heading, useClinicWords, usePageMeta } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useShellText } from '../../messages/shellText';
import { HomeDesktop } from './HomeDesktop';
import { HomeMobile } from './HomeMobile';
import { homeOpened } from './model';

export function HomePage() {
  const text = useShellText();
  const clinic = useClinicWords();
  usePageMeta(text('home.title'), text('home.desc', { name: clinic.name, hours: clinic.workingHoursText }));
  const [{ isMobile }, opened] = useUnit([$viewport, homeOpened]);
  useEffect(() => opened(), [opened]);
  return (
    <>
      <Heading as="h1" size={isMobile ? 'lg' : '2xl'} mb="4">
        {text('home.title')}
      </Heading>
      {isMobile ? <HomeMobile /> : <HomeDesktop />}
    </>
  );
}
