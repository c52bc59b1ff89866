import { act, cleanup, render, screen } from '@testing-library/react';
import { allSettled, createEvent, createStore, fork } from 'effector';
import { Link, MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { RouteTable } from '../bus/routeTable';
import { ClinicProviders } from '../ui/Providers';
import { ROUTES } from './paths';
import { remoteRoutes } from './remoteRoutes';

/** A section as a remote writes one: a layout that loads once, a list and a page by slug that load per page. */
function doctorsSection() {
  const layoutOpened = createEvent();
  const listOpened = createEvent();
  const doctorOpened = createEvent<string>();
  const $opened = createStore<string[]>([])
    .on(layoutOpened, (log) => [...log, 'layout'])
    .on(listOpened, (log) => [...log, 'list'])
    .on(doctorOpened, (log, slug) => [...log, `doctor ${slug}`]);
  const table: RouteTable = [
    {
      section: 'doctors-list',
      prefix: ROUTES.DOCTORS,
      layout: {
        component: async () => () => <Outlet />,
        load: async ({ scope }) => void (scope ? await allSettled(layoutOpened, { scope }) : layoutOpened()),
      },
      routes: [
        {
          pattern: ROUTES.DOCTORS_LIST,
          page: async () => () => <Link to="/doctors-list/ivanova?tab=reviews">Иванова</Link>,
          load: async ({ scope }) => void (scope ? await allSettled(listOpened, { scope }) : listOpened()),
        },
        {
          pattern: ROUTES.DOCTOR_VIEW_DETAILS,
          page: async () => () => (
            <>
              <Link to="/doctors-list/ivanova?tab=prices">Цены</Link>
              <Link to="/doctors-list/list">Все врачи</Link>
            </>
          ),
          load: async ({ params, scope }) =>
            void (scope
              ? await allSettled(doctorOpened, { scope, params: params.slug ?? '' })
              : doctorOpened(params.slug ?? '')),
        },
      ],
    },
  ];
  return { $opened, ...remoteRoutes(table) };
}

type Section = ReturnType<typeof doctorsSection>;

async function mount({ Routes: DoctorsRoutes }: Section, at: string) {
  await act(async () => {
    render(
      <ClinicProviders>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path="/doctors-list/*" element={<DoctorsRoutes section="doctors-list" />} />
          </Routes>
        </MemoryRouter>
      </ClinicProviders>,
    );
  });
}

async function click(name: string) {
  await act(async () => (await screen.findByRole('link', { name })).click());
}

afterEach(cleanup);

describe('a page’s data is started by its route, once per navigation', () => {
  it('on the server: prepare starts the layout and the page in the request’s scope, and nothing else', async () => {
    const section = doctorsSection();
    const scope = fork();
    await section.prepare({ section: 'doctors-list', pathname: '/doctors-list/ivanova', scope });
    expect(scope.getState(section.$opened)).toEqual(['layout', 'doctor ivanova']);
    expect(section.$opened.getState()).toEqual([]);
  });

  it('hydrating a page the browser prepared starts nothing again; a navigation starts the next page once', async () => {
    const section = doctorsSection();
    await section.prepare({ section: 'doctors-list', pathname: '/doctors-list/list', search: '' });
    expect(section.$opened.getState()).toEqual(['layout', 'list']);
    await mount(section, '/doctors-list/list');
    expect(section.$opened.getState()).toEqual(['layout', 'list']);
    await click('Иванова');
    expect(section.$opened.getState()).toEqual(['layout', 'list', 'doctor ivanova']);
    // Another query on the same page is the page's own business (a tab); the layout stays opened.
    await click('Цены');
    await click('Все врачи');
    expect(section.$opened.getState()).toEqual(['layout', 'list', 'doctor ivanova', 'list']);
  });

  it('a page the browser renders alone (no server HTML) is started once, on mount', async () => {
    const section = doctorsSection();
    await mount(section, '/doctors-list/petrov');
    await screen.findByRole('link', { name: 'Цены' });
    expect(section.$opened.getState()).toEqual(['layout', 'doctor petrov']);
  });

  it('the sections a remote owns come from its table', () => {
    expect(doctorsSection().sections).toEqual([{ prefix: '/doctors-list', section: 'doctors-list' }]);
  });
});
