import { describe, expect, it } from 'vitest';
import { contactName, NAME_MAX_LENGTH, nameProblem, sameNameForm } from './contactName';
import { normalizePhone } from './phoneNumber';

describe('a patient’s name', () => {
  it('is one string however it was typed or pasted', () => {
    expect(contactName('  Айгуль \t Серикова \n')).toBe('Айгуль Серикова');
    // 'й' typed as и + combining breve is the same letter composed.
    expect(contactName('Аи\u0306гуль')).toBe('Айгуль');
    expect(sameNameForm(' АЙГУЛЬ  серикова')).toBe(sameNameForm('Айгуль Серикова'));
  });

  it('says why it cannot be sent', () => {
    expect(nameProblem(contactName('   '))).toBe('empty');
    expect(nameProblem('А'.repeat(NAME_MAX_LENGTH + 1))).toBe('tooLong');
    expect(nameProblem('А'.repeat(NAME_MAX_LENGTH))).toBeNull();
    expect(nameProblem('12345')).toBe('letters');
    // A right-to-left override makes a name display reversed; a zero-width space hides in it.
    expect(nameProblem('Айгуль\u202e')).toBe('letters');
    expect(nameProblem('Ай\u200bгуль')).toBe('letters');
    expect(nameProblem('Әлия Нұрланқызы')).toBeNull();
  });
});

describe('a phone as it is sent', () => {
  it('is 7 and the ten national digits, however it was written', () => {
    for (const written of [
      '701 555 66 77',
      '8 701 555 66 77',
      '+7 (701) 555-66-77',
      '77015556677',
      '87015556677',
    ]) {
      expect(normalizePhone(written), written).toBe('77015556677');
    }
    expect(normalizePhone('701 555 66')).toBeNull();
    expect(normalizePhone('+49 30 1234567')).toBeNull();
  });
});
