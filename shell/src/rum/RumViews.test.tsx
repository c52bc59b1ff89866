import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter, type NavigateFunction, useNavigate } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { RumViews } from './RumViews';

const facts = vi.hoisted(() => [] as unknown[][]);
vi.mock('./facts', () => ({ rumFact: (...fact: unknown[]) => facts.push(fact) }));
vi.mock('../routing/SectionOwnersProvider', () => ({
  useSectionOwners: () => ({
    known: {
      owners: [
        { prefix: '/analysis', remote: 'analyses', section: 'analysis' },
        { prefix: '/doctors-list', remote: 'doctors', section: 'doctors-list' },
      ],
    },
  }),
}));
afterEach(cleanup);

it('names each address a view as it comes, and says when one replaced the last (a redirect, however late)', () => {
  let navigate: NavigateFunction = () => {};
  function Navigator() {
    navigate = useNavigate();
    return null;
  }
  render(
    <MemoryRouter initialEntries={['/doctors-list/list']}>
      <RumViews />
      <Navigator />
    </MemoryRouter>,
  );
  act(() => navigate('/analysis'));
  act(() => navigate('/analysis/list', { replace: true }));
  expect(facts).toEqual([
    ['view', '/doctors-list/list', 'doctors', false],
    ['view', '/analysis', 'analyses', false],
    ['view', '/analysis/list', 'analyses', true],
  ]);
});

it('names a view by its address with the language, from a router whose basename is the prefix', () => {
  facts.length = 0;
  render(
    <MemoryRouter basename="/kk" initialEntries={['/kk/doctors-list/list']}>
      <RumViews />
    </MemoryRouter>,
  );
  expect(facts).toEqual([['view', '/kk/doctors-list/list', 'doctors', false]]);
});
