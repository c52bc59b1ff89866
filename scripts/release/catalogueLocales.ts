import fs from 'node:fs';
import path from 'node:path';
import messagesLoader from '../rspack/messagesLoader.cjs';

/**
 * The languages an app's catalogues (`<app>/src/messages/<locale>.json`) cover, each with how many of the
 * Russian catalogue's messages it lacks (the build shows those in Russian). `{}` for an app without catalogues:
 * a build before languages, all Russian. A build of some languages only (BUILD_LOCALES) covers only those.
 */
export function catalogueLocales(
  appDir: string,
  shipped = messagesLoader.buildLocales(),
): Record<string, number> {
  const dir = path.join(appDir, 'src', 'messages');
  if (!fs.existsSync(dir)) return {};
  const read = (file: string): Record<string, unknown> =>
    JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  const files = fs
    .readdirSync(dir)
    .filter((file) => /^[a-z]{2}\.json$/.test(file))
    .filter((file) => !shipped || file === 'ru.json' || shipped.includes(path.basename(file, '.json')));
  if (!files.includes('ru.json')) return {};
  const russian = Object.keys(read('ru.json'));
  return Object.fromEntries(
    files.sort().map((file) => {
      const messages = read(file);
      return [path.basename(file, '.json'), russian.filter((id) => !(id in messages)).length];
    }),
  );
}
