import { describe, expect, it, vi } from 'vitest';
import { loadOncePerLocale } from './loadOncePerLocale';

describe('a language’s part loaded once', () => {
  it('is asked for once per language, and its promise is marked settled for React’s use', async () => {
    const read = vi.fn(async (locale: string) => `text ${locale}`);
    const load = loadOncePerLocale(read);
    const first = load('kk');
    expect(load('kk')).toBe(first);
    expect(await first).toBe('text kk');
    expect(first).toMatchObject({ status: 'fulfilled', value: 'text kk' });
    expect(await load('ru')).toBe('text ru');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('is asked for again after a failed download', async () => {
    const read = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('text');
    const load = loadOncePerLocale(read);
    await expect(load('kk')).rejects.toThrow('offline');
    expect(await load('kk')).toBe('text');
    expect(read).toHaveBeenCalledTimes(2);
  });
});
