import { render, screen } from '@testing-library/react';
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useTypedBeforeHydration } from './useTypedBeforeHydration';

function Search({ onSearch }: { onSearch: (text: string) => void }) {
  const [value, setValue] = useState('');
  const change = (text: string) => {
    setValue(text);
    onSearch(text);
  };
  const field = useTypedBeforeHydration<HTMLInputElement>(value, change);
  return (
    <input ref={field} aria-label="Поиск" value={value} onChange={(event) => change(event.target.value)} />
  );
}

describe('text typed into a server-rendered field before hydration', () => {
  it('is handed to the state once the field is live, and stays', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const onSearch = vi.fn();
    container.innerHTML = renderToString(<Search onSearch={() => {}} />);
    // The patient types into the server's HTML; no script serves it yet.
    (container.querySelector('input') as HTMLInputElement).value = 'ферр';
    await act(async () => {
      hydrateRoot(container, <Search onSearch={onSearch} />);
    });
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('ферр');
    expect((container.querySelector('input') as HTMLInputElement).value).toBe('ферр');
    container.remove();
  });

  it('hands nothing over when nothing was typed', () => {
    const onSearch = vi.fn();
    render(<Search onSearch={onSearch} />);
    expect(screen.getByRole('textbox', { name: 'Поиск' })).toHaveProperty('value', '');
    expect(onSearch).not.toHaveBeenCalled();
  });
});
