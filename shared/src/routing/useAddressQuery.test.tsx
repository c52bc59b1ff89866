import { act, render } from '@testing-library/react';
import { createEvent } from 'effector';
import { describe, expect, it } from 'vitest';
import { useAddressQuery } from './useAddressQuery';

const readPage = (search: string) => Number(new URLSearchParams(search).get('page') ?? '1') || 1;

function Page({ search, changed }: { search: string; changed: ReturnType<typeof createEvent<number>> }) {
  const page = useAddressQuery(search, readPage, String, changed);
  return <p>страница {page}</p>;
}

describe('a page following its address', () => {
  it('fires nothing for the address it was opened with, then once per new value', () => {
    const changed = createEvent<number>();
    const seen: number[] = [];
    changed.watch((value) => seen.push(value));
    const view = render(<Page search="?page=2" changed={changed} />);
    expect(view.container.textContent).toBe('страница 2');
    expect(seen).toEqual([]);
    act(() => view.rerender(<Page search="?page=3" changed={changed} />));
    expect(seen).toEqual([3]);
    // Another parameter, or another spelling of the same value: nothing new.
    act(() => view.rerender(<Page search="?page=3&utm=wa" changed={changed} />));
    act(() => view.rerender(<Page search="?page=03" changed={changed} />));
    expect(seen).toEqual([3]);
    act(() => view.rerender(<Page search="" changed={changed} />));
    expect(seen).toEqual([3, 1]);
  });
});
