import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchSuggestions } from './SearchSuggestions';

const inKit = (ui: ReactNode) =>
  render(
    <ChakraProvider value={defaultSystem}>
      <MemoryRouter>{ui}</MemoryRouter>
    </ChakraProvider>,
  );
const hrefOf = (query: string) => `/analysis/list?q=${encodeURIComponent(query)}`;

afterEach(cleanup);

describe('SearchSuggestions', () => {
  it('says nothing was found and links each suggestion to its search', () => {
    inKit(
      <SearchSuggestions suggestions={['глюкоза', 'ТТГ', 'витамин D']} hrefOf={hrefOf}>
        Или выберите категорию.
      </SearchSuggestions>,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Ничего не нашли — попробуйте «глюкоза», «ТТГ» или «витамин D». Или выберите категорию.',
    );
    expect(screen.getByRole('link', { name: 'витамин D' }).getAttribute('href')).toBe(
      '/analysis/list?q=%D0%B2%D0%B8%D1%82%D0%B0%D0%BC%D0%B8%D0%BD%20D',
    );
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it('asks for another name when it has nothing to offer', () => {
    inKit(<SearchSuggestions suggestions={[]} hrefOf={hrefOf} />);
    expect(screen.getByRole('status').textContent).toBe('Ничего не нашли — попробуйте другое название.');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
