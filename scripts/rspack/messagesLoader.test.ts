import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import messagesLoader from './messagesLoader.cjs';

function catalogues(files: Record<string, object>) {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'messages-')), 'src', 'messages');
  fs.mkdirSync(dir, { recursive: true });
  for (const [name, messages] of Object.entries(files))
    fs.writeFileSync(path.join(dir, name), JSON.stringify(messages));
  return dir;
}

const compiled = (code: string) => JSON.parse(code.replace(/^export default /, '').replace(/;\n$/, ''));

describe('messagesLoader', () => {
  it('compiles ICU messages, so the page carries no parser', () => {
    const dir = catalogues({ 'ru.json': { hello: 'Здравствуйте, {name}', plain: 'Врачи' } });
    const file = path.join(dir, 'ru.json');
    const { code, sourceFile } = messagesLoader.compileCatalog(file, fs.readFileSync(file, 'utf8'));
    expect(compiled(code)).toEqual({ hello: ['Здравствуйте, ', ['name']], plain: ['Врачи'] });
    expect(sourceFile).toBeNull();
  });

  it('fills a message not yet translated from the Russian catalogue beside it', () => {
    const dir = catalogues({ 'ru.json': { a: 'Врачи', b: 'Акции' }, 'kk.json': { a: 'Дәрігерлер' } });
    const file = path.join(dir, 'kk.json');
    const { code, sourceFile } = messagesLoader.compileCatalog(file, fs.readFileSync(file, 'utf8'));
    expect(compiled(code)).toEqual({ a: ['Дәрігерлер'], b: ['Акции'] });
    expect(sourceFile).toBe(path.join(dir, 'ru.json'));
  });

  it('gives a language the build does not ship (BUILD_LOCALES=ru) all in Russian, and Russian as it is', () => {
    const dir = catalogues({ 'ru.json': { a: 'Врачи', b: 'Акции' }, 'kk.json': { a: 'Дәрігерлер' } });
    const read = (name: string) => {
      const file = path.join(dir, name);
      return compiled(messagesLoader.compileCatalog(file, fs.readFileSync(file, 'utf8'), ['ru']).code);
    };
    expect(read('kk.json')).toEqual({ a: ['Врачи'], b: ['Акции'] });
    expect(read('ru.json')).toEqual({ a: ['Врачи'], b: ['Акции'] });
  });

  it('refuses a message that is not a string, naming the file and the id', () => {
    const dir = catalogues({ 'ru.json': { a: 1 } });
    const file = path.join(dir, 'ru.json');
    expect(() => messagesLoader.compileCatalog(file, fs.readFileSync(file, 'utf8'))).toThrow(
      /"a" is not a string/,
    );
  });

  it('takes the catalogues of every app, and nothing else', () => {
    expect(messagesLoader.CATALOG_FILE.test('/repo/shell/src/messages/kk.json')).toBe(true);
    expect(messagesLoader.CATALOG_FILE.test('/repo/mfe-doctors/src/messages/ru.json')).toBe(true);
    expect(messagesLoader.CATALOG_FILE.test('/repo/mfe-catalog/src/messages/widgets/kk.json')).toBe(true);
    expect(messagesLoader.CATALOG_FILE.test('/repo/mfe-catalog/src/messages/a/b/kk.json')).toBe(false);
    expect(messagesLoader.CATALOG_FILE.test('/repo/api/data/doctors.json')).toBe(false);
  });
});
