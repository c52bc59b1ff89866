import { describe, expect, it } from 'vitest';
import { keptHtml } from './keptHtml';

describe('keptHtml', () => {
  it('keeps results by input, dropping the least recently used past its size in characters', () => {
    const kept = keptHtml(20);
    kept.set('<b>a</b>', 'a'); // 9 characters
    kept.set('<i>b</i>', 'b'); // 18
    expect(kept.get('<b>a</b>')).toBe('a'); // now the most recently used
    kept.set('<u>c</u>', 'c'); // 27 > 20: the least recently used goes
    expect(kept.get('<i>b</i>')).toBeUndefined();
    expect(kept.get('<b>a</b>')).toBe('a');
    expect(kept.get('<u>c</u>')).toBe('c');
  });

  it('does not keep an input larger than the whole store', () => {
    const kept = keptHtml(10);
    kept.set('<p>a long text</p>', 'a long text');
    expect(kept.get('<p>a long text</p>')).toBeUndefined();
  });
});
