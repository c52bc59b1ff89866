import { bookingRequested } from '@clinic/shared';
import { createEvent, createStore, sample } from 'effector';
import { doctorsQuery, parentCheckUpsQuery } from '../../data/queries';
import type { CatalogMessage } from '../../messages/catalogText';

/** SPEC §2 specialists teaser: '+50 человек' and five avatars. */
export const SPECIALISTS_TEASER = { count: 50, avatars: 5 } as const;

/** SPEC §2 mobile intro tags. */
export const INTRO_TAGS = [
  'checkUps.tagInsurance',
  'checkUps.tagFast',
  'checkUps.tagPersonal',
] as const satisfies readonly CatalogMessage[];

/** The desktop page's 'Почему check-up у нас'. */
export const ADVANTAGES = [
  'checkUps.advantage1',
  'checkUps.advantage2',
  'checkUps.advantage3',
  'checkUps.advantage4',
] as const satisfies readonly CatalogMessage[];

export const listOpened = createEvent();
/** 'Пакеты' on the desktop page: show or hide every parent check-up, not just the gallery's four. */
export const packagesClicked = createEvent();
/** 'Получить консультацию' on the mobile page. */
export const consultClicked = createEvent();

export const $allPackagesShown = createStore(false)
  .on(packagesClicked, (shown) => !shown)
  .reset(listOpened);

export const $avatars = doctorsQuery.$data.map((doctors) =>
  (doctors ?? []).slice(0, SPECIALISTS_TEASER.avatars).map(({ id, name, image }) => ({ id, name, image })),
);

sample({ clock: listOpened, target: [parentCheckUpsQuery.started, doctorsQuery.started] });
sample({ clock: consultClicked, fn: () => ({ kind: 'consult' as const }), target: bookingRequested });

export { parentCheckUpsQuery };
