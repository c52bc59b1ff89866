import { $viewport, Heading, ROUTES } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { useCatalogText } from '../../messages/catalogText';
import { listedItems, useListPageMeta } from '../../rules/pageMeta';
import { CheckUpListDesktop } from './CheckUpListDesktop';
import { CheckUpListMobile } from './CheckUpListMobile';
import { parentCheckUpsQuery } from './model';

/** SPEC §2 `/check-up/list`. */
export function CheckUpListPage() {
  const [{ isMobile }, parents] = useUnit([$viewport, parentCheckUpsQuery.$data]);
  const text = useCatalogText();
  // Every programme family with its «от» price, as the phone's list and the desktop's «Пакеты» show them.
  useListPageMeta(
    text('checkUps.metaTitle'),
    text('checkUps.metaDescription'),
    listedItems(parents ?? [], ROUTES.CHECK_UP_ADULTS, (parent) => parent.min_price),
  );
  return (
    <>
      <Heading as="h1" size={isMobile ? '2xl' : '3xl'} mb="4">
        {text('checkUps.heading')}
      </Heading>
      {isMobile ? <CheckUpListMobile /> : <CheckUpListDesktop />}
    </>
  );
}
