import { describe, expect, it } from 'vitest';
import { selectionFromAddress, withoutSelection } from './selectionAddress';

describe('the selection in the address', () => {
  it('reads an encoded comma and ignores other parameters', () => {
    expect(selectionFromAddress('?utm_source=wa&a=5%2C6')).toEqual([5, 6]);
  });

  it('drops garbage and repeats', () => {
    expect(selectionFromAddress('?a=7,x,7,-2,,8.5,9')).toEqual([7, 9]);
  });

  it('is null when the address asks for no selection: the device keeps its own', () => {
    expect(selectionFromAddress('')).toBeNull();
    expect(selectionFromAddress('?b=1')).toBeNull();
    expect(selectionFromAddress('?a=')).toBeNull();
    expect(selectionFromAddress('?a=abc')).toBeNull();
    expect(selectionFromAddress('?toggle=abc')).toBeNull();
  });

  it('adds a toggled analysis at the end, or takes it out if it was there', () => {
    expect(selectionFromAddress('?a=1,2&toggle=5')).toEqual([1, 2, 5]);
    expect(selectionFromAddress('?a=1,5,2&toggle=5')).toEqual([1, 2]);
    expect(selectionFromAddress('?toggle=5')).toEqual([5]);
    // The last one taken out is an empty selection, not «none asked for».
    expect(selectionFromAddress('?a=5&toggle=5')).toEqual([]);
  });

  it('is the same on every read: a reload does not toggle again', () => {
    const address = '?category=2&a=1,2&toggle=2';
    expect(selectionFromAddress(address)).toEqual(selectionFromAddress(address));
  });

  it('clears everything with «Очистить»', () => {
    expect(selectionFromAddress('?a=1,2&clear=1')).toEqual([]);
  });

  it('leaves the rest of the address when the selection is taken out of it', () => {
    expect(withoutSelection('?category=2&a=1,2&toggle=3&clear=1')).toBe('?category=2');
    expect(withoutSelection('?a=1')).toBe('');
  });
});
