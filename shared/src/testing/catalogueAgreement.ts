import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

/** The placeholders of an ICU message ('{count}', '{count, plural, …}'), sorted. */
function placeholders(message: string): string[] {
  return [...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map(([, name]) => name as string).sort();
}

const read = (file: string): Record<string, string> => JSON.parse(fs.readFileSync(file, 'utf8'));

/**
 * The checks every app's catalogues pass (`<app>/src/messages/`): each language has every message of the
 * Russian one and no other, with the same placeholders, none of them empty. A missing message would show in
 * Russian on a Kazakh page; a missing placeholder would drop a number or a name from the sentence.
 */
export function catalogueAgreement(messagesDir: string): void {
  const russian = read(path.join(messagesDir, 'ru.json'));
  const others = fs
    .readdirSync(messagesDir)
    .filter((file) => /^[a-z]{2}\.json$/.test(file) && file !== 'ru.json');

  it('has a catalogue besides Russian', () => expect(others.length).toBeGreaterThan(0));

  for (const file of others) {
    const translated = read(path.join(messagesDir, file));
    it(`${file} has every message of ru.json and no other`, () => {
      expect(Object.keys(translated).sort()).toEqual(Object.keys(russian).sort());
    });
    it(`${file} keeps each message's placeholders, and says something`, () => {
      for (const [id, message] of Object.entries(translated)) {
        expect(message.trim(), id).not.toBe('');
        expect(placeholders(message), id).toEqual(placeholders(russian[id] ?? ''));
      }
    });
  }
}
