import {
  $locale,
  ClinicProviders,
  hyphenate,
  type Locale,
  type Promotion,
  type Service,
  SHARED_CATALOGS,
  viewportMeasured,
} from '@clinic/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { getParentCheckUpsFx, getPromotionsFx, getServicesFx } from '../data/api';
import CheckUpCard, { prepare as prepareCheckUpCard } from './CheckUpCard';
import PromotionsBlock, { prepare as preparePromotionsBlock } from './PromotionsBlock';
import ServiceTiles, { prepare as prepareServiceTiles } from './ServiceTiles';

const SERVICES = Array.from(
  { length: 9 },
  (_, i) =>
    ({
      id: i + 1,
      slug: `service-${i + 1}`,
      name: `Услуга номер ${i + 1} с длинным названием`,
      image: `/media/services/service-${i + 1}.svg`,
      discount: i === 2 ? 15 : null,
    }) as Service,
);
const PROMOTIONS = Array.from(
  { length: 6 },
  (_, i) =>
    ({ id: i + 1, slug: `promo-${i + 1}`, name: `Акция ${i + 1}`, price: 1000, discount: 10 }) as Promotion,
);
const PARENTS = Array.from({ length: 6 }, (_, i) => ({
  id: i + 1,
  slug: `parent-${i + 1}`,
  name: `Check-up ${i + 1}`,
  short_description: 'Описание',
  short_tags: ['Тег'],
  min_price: 20000,
}));

afterEach(cleanup);

const scopeWithApi = (locale: Locale = 'ru') =>
  fork({
    values: [[$locale, locale]],
    handlers: [
      [getServicesFx, async () => SERVICES],
      [getPromotionsFx, async () => PROMOTIONS],
      [getParentCheckUpsFx, async () => PARENTS],
    ],
  });

/** As the shell mounts a widget: under the router of the page's language (its basename, '/kk' for Kazakh). */
const mount = (scope: Scope, node: React.ReactNode) =>
  render(
    <Provider value={scope}>
      <ClinicProviders>
        <MemoryRouter {...(scope.getState($locale) === 'kk' && { basename: '/kk', initialEntries: ['/kk'] })}>
          {node}
        </MemoryRouter>
      </ClinicProviders>
    </Provider>,
  );

const measured = (scope: Scope, width: number) =>
  act(() => allSettled(viewportMeasured, { scope, params: width }));

describe('home widgets (no props, they load their own data)', () => {
  it('ServiceTiles: seven tiles to the services, the 7th two columns wide, purple only on desktop', async () => {
    const scope = scopeWithApi();
    await measured(scope, 1280);
    await prepareServiceTiles(scope);
    mount(scope, <ServiceTiles />);
    const nav = await screen.findByRole('navigation', { name: 'Популярные услуги' });
    const links = await within(nav).findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      SERVICES.slice(0, 7).map((s) => `/services/details/${s.slug}`),
    );
    expect(links[6]?.getAttribute('data-wide')).toBe('true');
    expect(links[3]?.getAttribute('data-bg')).toBe('purple');
    expect(links[5]?.getAttribute('data-bg')).toBe('image');
    // Cut to 12 characters and hyphenated for the eye; the whole name, plain, for screen readers.
    expect(links[0]?.textContent).toContain(`${hyphenate('Услуга номер')}...`);
    expect(within(links[0] as HTMLElement).getByText(SERVICES[0]!.name)).toBeTruthy();
    expect(within(links[2] as HTMLElement).getByText('-15%')).toBeTruthy();

    await measured(scope, 390);
    expect(links[3]?.getAttribute('data-bg')).toBe('white');
  });

  it('PromotionsBlock: the first four, the fourth purple, and the "все акции" link', async () => {
    const scope = scopeWithApi();
    await preparePromotionsBlock(scope);
    mount(scope, <PromotionsBlock />);
    const region = await screen.findByRole('region', { name: 'Акции' });
    const cards = await within(region).findAllByRole('listitem');
    expect(cards).toHaveLength(4);
    expect(cards[3]?.querySelector('[data-variant]')?.getAttribute('data-variant')).toBe('purple');
    expect(within(region).getByRole('link', { name: 'все акции' }).getAttribute('href')).toBe(
      '/promotions/list',
    );
  });

  it('CheckUpCard: three parent check-ups, a purple fourth and one promotion', async () => {
    const scope = scopeWithApi();
    await measured(scope, 1280);
    await prepareCheckUpCard(scope);
    mount(scope, <CheckUpCard />);
    const region = await screen.findByRole('region', { name: 'Check-up программы' });
    const parents = await within(region).findAllByRole('link', { name: /Check-up \d/ });
    expect(parents.map((link) => link.getAttribute('data-variant'))).toEqual([
      'white',
      'white',
      'white',
      'purple',
    ]);
    expect(await within(region).findByText('Акция 1')).toBeTruthy();
  });

  // Prepared in the request's scope as the server does: its data and its words in the page's language.
  it('in Kazakh: their words, the «бастап» prices, and links under /kk/', async () => {
    const scope = scopeWithApi('kk');
    await measured(scope, 1280);
    await Promise.all([prepareServiceTiles(scope), prepareCheckUpCard(scope), preparePromotionsBlock(scope)]);
    // The shell has the shared package's words of the page's language in before it renders.
    await SHARED_CATALOGS.load('kk');
    mount(
      scope,
      <>
        <ServiceTiles />
        <CheckUpCard />
        <PromotionsBlock />
      </>,
    );
    const tiles = screen.getByRole('navigation', { name: 'Танымал қызметтер' });
    expect(within(tiles).getAllByRole('link')[0]?.getAttribute('href')).toBe(
      '/kk/services/details/service-1',
    );
    const checkUps = screen.getByRole('region', { name: 'Check-up бағдарламалары' });
    expect(within(checkUps).getByRole('link', { name: 'барлық бағдарламалар' }).getAttribute('href')).toBe(
      '/kk/check-up/list',
    );
    expect(within(checkUps).getAllByText(/^20\s000\s₸ бастап$/)).toHaveLength(4);
    const promotions = await screen.findByRole('region', { name: 'Акциялар' });
    expect(within(promotions).getByRole('link', { name: 'барлық акциялар' }).getAttribute('href')).toBe(
      '/kk/promotions/list',
    );
    expect(document.body.textContent).not.toMatch(/все программы|все акции|от 20/);
  });
});
