import { bookingRequested } from '@clinic/shared';
import { createEvent, createStore, sample } from 'effector';
import { doctorsQuery, parentCheckUpsQuery } from '../../data/queries';

/** SPEC §2 specialists teaser: '+50 человек' and five avatars. */
export const SPECIALISTS_TEASER = { label: '+50 человек', avatars: 5 } as const;

/** SPEC §2 mobile intro tags. */
export const INTRO_TAGS = ['Страхование', 'Быстрое оформление', 'Индивидуальный подход'] as const;

export const ADVANTAGES = [
  'Все исследования программы за один визит',
  'Собственная лаборатория',
  'Итоговое заключение врача с планом действий',
  'Индивидуальный подход и быстрое оформление',
] as const;

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
