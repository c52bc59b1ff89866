import { seed } from './support/api';
import { expect, onPhone, test } from './support/fixtures';

interface Manifest {
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/** The singletons that must travel once: the framework, the state kernel and the UI kit. */
const SINGLETONS = ['react', 'react-dom', 'react-dom/client', 'effector', 'effector-react', '@clinic/shared'];

const sharedFiles = (manifest: Manifest, base: string) =>
  manifest.shared
    .filter((entry) => SINGLETONS.includes(entry.name))
    .flatMap((entry) =>
      [...entry.assets.js.sync, ...entry.assets.js.async].map((file) => new URL(file, base).pathname),
    );

test('a journey through all four remotes downloads React, react-dom, effector and the UI kit once', async ({
  page,
  request,
  baseURL,
}) => {
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  const { services } = await seed(request);
  const mobile = onPhone();
  // One page load, then in-app navigation: a reload would legitimately fetch everything again.
  const navigate = async (label: string) => {
    if (mobile) await page.getByRole('button', { name: 'Меню' }).click();
    const nav = page.getByRole('navigation', { name: mobile ? 'Меню' : 'Основная навигация' });
    await nav.getByRole('link', { name: label, exact: true }).click();
  };

  await page.goto('/');
  await navigate('Услуги');
  await page.getByRole('link', { name: services[0]!.name }).first().click();
  await page.getByRole('link', { name: 'Записаться на прием' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // An appointment dialog is persistent: only its own button closes it.
  await page.getByRole('dialog').getByRole('button', { name: 'Отмена' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await navigate('Анализы');
  await expect(page).toHaveURL(/\/analysis\/list/);
  await navigate('Врачи');
  await expect(page).toHaveURL(/\/doctors-list\/list/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const remotes = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
  expect(Object.keys(remotes).sort()).toEqual(['analyses', 'booking', 'catalog', 'doctors']);
  for (const [name, manifestUrl] of Object.entries(remotes)) {
    const url = new URL(manifestUrl, baseURL);
    const manifest = (await (await request.get(url.href)).json()) as Manifest;
    const ownCopies = sharedFiles(manifest, url.href);
    expect(ownCopies.length, `${name} builds its own fallbacks`).toBeGreaterThan(0);
    expect(
      scripts.filter((script) => ownCopies.includes(script)),
      `${name}'s copies downloaded`,
    ).toEqual([]);
    expect(
      scripts.some((script) => script.startsWith(new URL('.', url).pathname)),
      `${name} loaded`,
    ).toBe(true);
  }

  const shell = (await (await request.get('/mf-manifest.json')).json()) as Manifest;
  const shellCopies = sharedFiles(shell, `${baseURL}/`);
  const downloaded = scripts.filter((script) => shellCopies.includes(script));
  expect(downloaded.length).toBeGreaterThan(0);
  expect(new Set(downloaded).size, 'each shell chunk of a singleton once').toBe(downloaded.length);
});
