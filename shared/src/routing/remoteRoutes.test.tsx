import { act, cleanup, render, screen } from '@testing-library/react';
import { allSettled, createEvent, createStore, type EventCallable, fork, type Scope } from 'effector';
import { Link, MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { RouteTable } from '../bus/routeTable';
import { ClinicProviders } from '../ui/Providers';
import { ROUTES } from './paths';
import { remoteRoutes } from './remoteRoutes';

/** Fires `event` as a loader does: in the request's scope on the server, in the global stores in the browser. */
const fire = async <P,>(event: EventCallable<P>, params: P, scope?: Scope) =>
  void (scope ? await allSettled(event, { scope, params }) : event(params));

/** A section as a remote writes one: a layout that loads once, a list and a page by slug that load per page. */
function doctorsSection() {
  const layoutOpened = createEvent();
  const listOpened = createEvent();
  const doctorOpened = createEvent<string>();
  const $opened = createStore<string[]>([])
    .on(layoutOpened, (log) => [...log, 'layout'])
    .on(listOpened, (log) => [...log, 'list'])
    .on(doctorOpened, (log, slug) => [...log, `doctor ${slug}`]);
  const List = () => <Link to="/doctors-list/ivanova?tab=reviews">Иванова</Link>;
  const Doctor = () => (
    <>
      <Link to="/doctors-list/ivanova?tab=prices">Цены</Link>
      <Link to="/doctors-list/list">Все врачи</Link>
    </>
  );
  const table: RouteTable = [
    {
      section: 'doctors-list',
      prefix: ROUTES.DOCTORS,
      children: [
        {
          Component: Outlet,
          loader: ({ context }) => fire(layoutOpened, undefined, context.scope),
          children: [
            {
              path: ROUTES.DOCTORS_LIST,
              lazy: async () => ({
                Component: List,
                loader: ({ context }) => fire(listOpened, undefined, context.scope),
              }),
            },
            {
              path: ROUTES.DOCTOR_VIEW_DETAILS,
              lazy: async () => ({
                Component: Doctor,
                loader: ({ params, context }) => fire(doctorOpened, params.slug ?? '', context.scope),
              }),
            },
          ],
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

describe('a form post goes to the action of the page at its address', () => {
  const $fields = createStore<Record<string, string>>({});
  const taken = createEvent<Record<string, string>>();
  $fields.on(taken, (_, fields) => fields);
  const answers = { sent: '/booking/sent', refused: 422 } as const;
  const table: RouteTable = [
    {
      section: 'booking',
      prefix: ROUTES.BOOKING,
      children: [
        { path: ROUTES.BOOKING_SENT, Component: () => null },
        {
          path: ROUTES.BOOKING_CALLBACK,
          lazy: async () => ({
            Component: () => null,
            action: async ({ request, params, context }) => {
              await allSettled(taken, {
                scope: context.scope,
                params: Object.fromEntries(await request.formData()) as Record<string, string>,
              });
              return params.kind === 'mail'
                ? new Response(null, { status: 303, headers: { Location: answers.sent } })
                : new Response(null, { status: answers.refused });
            },
          }),
        },
      ],
    },
  ];
  const { submit } = remoteRoutes(table);

  it('the action reads the posted fields in the request’s scope; its redirect or status reaches the shell', async () => {
    const scope = fork();
    const fields = { name: 'Айгуль', phone: '701 555 66 77' };
    expect(await submit({ section: 'booking', pathname: '/booking/mail', fields, scope })).toEqual({
      redirect: '/booking/sent',
    });
    expect(scope.getState($fields)).toEqual(fields);
    expect(await submit({ section: 'booking', pathname: '/booking/call', fields, scope })).toEqual({
      status: 422,
    });
  });

  it('an address whose page takes no posts, or no page at all: null', async () => {
    const scope = fork();
    expect(await submit({ section: 'booking', pathname: '/booking/sent', fields: {}, scope })).toBeNull();
    expect(await submit({ section: 'booking', pathname: '/booking/a/b/c', fields: {}, scope })).toBeNull();
  });
});
