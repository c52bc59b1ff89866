import type { Doctor } from '@clinic/shared';
import { formatPrice } from '@clinic/shared/core';
import { throttlePhone } from '../../bench/measurePage.mjs';
import { apiData, seed } from './support/api';
import { doctorCards, namesOf, specialtyOfSome } from './support/doctorsList';
import { expect, test } from './support/fixtures';
import { expectWholeServerHtml, loadersSeen, watchForLoaders } from './support/ssr';

test.describe('the doctors section without JavaScript: rendered on the server with its data', () => {
  test.use({ javaScriptEnabled: false });

  test('the list names every doctor the API returns, and a card leads to the doctor’s page', async ({
    page,
    request,
  }) => {
    const { doctors } = await seed(request);
    const response = await page.goto('/doctors-list/list');
    expect(response?.headers()['x-render']).toBe('server');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Врачи');
    const main = page.getByRole('main');
    for (const doctor of doctors) await expect(main).toContainText(doctor.name);
    // The first doctor: linked in both layouts (on the desktop one, from the selected doctor's card).
    const doctor = doctors[0]!;
    await main.locator(`a[href="/doctors-list/${doctor.slug}"]`).filter({ visible: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/doctors-list/${doctor.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(doctor.name);
    await expect(page).toHaveTitle(new RegExp(`^${doctor.name} — `));
    await expect(main).toContainText('Первичный прием');
    await expect(main).toContainText(formatPrice(doctor.first_appointment.price).replace(/\s/g, ' '));
  });

  test('the sort tabs and the direction are links: the server renders the list in the order asked for', async ({
    page,
  }) => {
    const names = async (query: string) =>
      (await apiData<Doctor[]>(page.request, `/doctors?${query}`)).map((doctor) => new RegExp(doctor.name));
    const cards = page.getByRole('list', { name: 'Список врачей' }).getByRole('listitem');
    const sortGroup = page.getByRole('group', { name: 'Сортировка врачей' });
    await page.goto('/doctors-list/list');
    await sortGroup.getByRole('link', { name: 'Цена' }).click();
    await expect(page).toHaveURL(/\/doctors-list\/list\?sort_by=first_appointment&sort_direction=asc$/);
    await expect(cards).toHaveText(await names('sort_by=first_appointment&sort_direction=asc'));
    await expect(sortGroup.getByRole('link', { name: 'Цена' })).toHaveAttribute('aria-current', 'true');
    await page.getByRole('link', { name: 'Направление сортировки: по возрастанию' }).click();
    await expect(page).toHaveURL(/sort_by=first_appointment&sort_direction=desc$/);
    await expect(cards).toHaveText(await names('sort_by=first_appointment&sort_direction=desc'));
    await sortGroup.getByRole('link', { name: 'Все' }).click();
    await expect(page).toHaveURL(/\/doctors-list\/list$/);
    await expect(cards).toHaveText(await names('sort_by=&sort_direction='));
  });

  test('every doctor the API returns has a link in the list that leads to the doctor’s page', async ({
    page,
    request,
  }) => {
    const { doctors } = await seed(request);
    // Two page loads per doctor: a budget per journey (one test's 30 s is too little on a loaded 2-core machine).
    test.setTimeout(10_000 + doctors.length * 6_000);
    for (const doctor of doctors) {
      await page.goto('/doctors-list/list');
      // The desktop card selects the doctor (a button) and its name is the link; the phone's card is a link.
      const link = page
        .getByRole('list', { name: 'Список врачей' })
        .locator(`a[href="/doctors-list/${doctor.slug}"]`);
      await expect(link, doctor.name).toHaveCount(1);
      await expect(link).toContainText(doctor.name);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/doctors-list/${doctor.slug}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(doctor.name);
    }
  });
});

test('the server’s HTML runs no inline script of its own (the CSP allows only the tap capture): the page is whole as sent', async ({
  request,
}) => {
  const { doctors } = await seed(request);
  for (const path of ['/', '/about-us', '/doctors-list/list', `/doctors-list/${doctors[0]!.slug}`]) {
    expectWholeServerHtml(await (await request.get(path)).text(), path);
  }
});

test('two concurrent requests for two doctors each render their own doctor', async ({ request }) => {
  const { doctors } = await seed(request);
  const [first, second] = [doctors[0]!, doctors[2]!];
  const pages = await Promise.all(
    [first, second, first, second].map((doctor) => request.get(`/doctors-list/${doctor.slug}`)),
  );
  const headings = await Promise.all(
    pages.map(async (response) => {
      expect(response.headers()['x-render']).toBe('server');
      return /<h1[^>]*>([^<]*)<\/h1>/.exec(await response.text())?.[1];
    }),
  );
  expect(headings).toEqual([first.name, second.name, first.name, second.name]);
});

test.describe('with JavaScript', () => {
  test.use({ failOnConsoleWarnings: true });

  test('the doctors pages hydrate from the server’s data, and the sort tabs work after it', async ({
    page,
    request,
  }) => {
    await watchForLoaders(page);
    const { doctors } = await seed(request);
    // The fixture fails the test on any console error: hydration mismatches included.
    await page.goto(`/doctors-list/${doctors[0]!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(doctors[0]!.name);
    expect(await loadersSeen(page)).toEqual([]);
    await page.goto('/doctors-list/list');
    const state = JSON.parse((await page.locator('#clinic-ssr-state').textContent()) ?? '{}');
    expect(state.sections).toEqual([
      {
        remote: 'doctors',
        module: 'routes',
        section: 'doctors-list',
        chunks: ['doctors-list', 'messages-doctors-ru'],
      },
    ]);
    expect(Object.keys(state.api)).toContain('/doctors?{"sort_by":"","sort_direction":""}');
    await expect(page.getByRole('list', { name: 'Список врачей' }).getByRole('listitem')).toHaveCount(
      doctors.length,
    );
    expect(await loadersSeen(page)).toEqual([]);
    const sorted = page.waitForRequest((req) => req.url().includes('sort_by=rating'));
    await page
      .getByRole('group', { name: 'Сортировка врачей' })
      .getByRole('link', { name: 'Рейтинг' })
      .click();
    await sorted;
    await expect(
      page.getByRole('group', { name: 'Сортировка врачей' }).getByRole('link', { name: 'Рейтинг' }),
    ).toHaveAttribute('aria-current', 'true');
  });

  test('the page’s own chunk and the routes module run as they arrive, before the federation runtime starts the remote', async ({
    page,
    request,
  }) => {
    const remotes = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
    const manifestUrl = new URL(remotes.doctors!, 'http://site');
    const manifest = (await (await request.get(manifestUrl.pathname)).json()) as {
      metaData: { pageChunks: Record<string, string[]> };
    };
    const pageFiles = [
      ...(manifest.metaData.pageChunks['doctors-list'] ?? []),
      ...(manifest.metaData.pageChunks['messages-doctors-ru'] ?? []),
    ];
    expect(pageFiles.length).toBeGreaterThan(1);
    const asked: { file: string; type: string }[] = [];
    page.on('request', (sent) =>
      asked.push({ file: new URL(sent.url()).pathname.split('/').pop()!, type: sent.resourceType() }),
    );
    // On a phone's line, as patients load it: unthrottled and local, the shell's scripts arrive at once and the
    // runtime could ask for the routes module before the head's downloads have run it.
    test.slow();
    await throttlePhone(page);
    await page.goto('/doctors-list/list');
    await expect(page.locator('html[data-page-ready]')).toBeAttached();
    const first = (file: string, type: string) =>
      asked.findIndex((entry) => entry.file === file && entry.type === type);
    const routesModule = asked.find((entry) => entry.file.startsWith('__federation_expose_routes'))!.file;
    const entryLoaded = first('remoteEntry.js', 'script');
    expect(entryLoaded).toBeGreaterThanOrEqual(0);
    for (const file of [routesModule, ...pageFiles]) {
      // Run by the head script as it arrived, before the runtime loaded the remote entry; the runtime then
      // found the chunk installed and never asked for it.
      const runs = asked.filter((entry) => entry.file === file && entry.type === 'script');
      expect(runs, file).toHaveLength(1);
      expect(first(file, 'script'), file).toBeLessThan(entryLoaded);
    }
  });

  test('a sorted, filtered address hydrates as the server rendered it, with no read of its own', async ({
    page,
    request,
  }) => {
    await watchForLoaders(page);
    const [{ title, has }, byRating] = await Promise.all([
      specialtyOfSome(request),
      apiData<Doctor[]>(request, '/doctors?sort_by=rating&sort_direction=desc'),
    ]);
    const reads: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/')) reads.push(sent.url());
    });
    // The fixture fails the test on any console warning: a hydration mismatch included.
    await page.goto(`/doctors-list/list?sort_by=rating&sort_direction=desc&specialty=${title.id}`);
    await expect(doctorCards(page)).toHaveText(namesOf(byRating.filter(has)));
    expect(await loadersSeen(page)).toEqual([]);
    expect(
      reads.filter((url) => url.includes('/api/doctors')),
      'the doctors are the server’s',
    ).toEqual([]);
  });
});

test.describe('without the shell’s scripts', () => {
  // The held-back scripts fail to load, on purpose.
  test.use({ allowConsoleErrors: true });

  test('the head starts the section’s remote files by itself: they are asked for with the shell’s scripts held back', async ({
    page,
  }) => {
    await page.route(/\/main\.[\w]+\.js$/, (route) => route.abort());
    const asked: string[] = [];
    page.on('request', (sent) => asked.push(new URL(sent.url()).pathname));
    await page.goto('/doctors-list/list');
    const html = page.locator('html');
    const listed = [
      ...((await html.getAttribute('data-remote-fetch')) ?? '').split(' '),
      ...((await html.getAttribute('data-remote-run')) ?? '').split(' '),
    ].filter(Boolean);
    expect(listed.some((file) => file.endsWith('/mf-manifest.json'))).toBe(true);
    expect(listed.some((file) => file.endsWith('/remoteEntry.js'))).toBe(true);
    expect(listed.some((file) => /\/messages-doctors-ru\.\w+\.js$/.test(file))).toBe(true);
    await expect.poll(() => listed.filter((file) => !asked.includes(file))).toEqual([]);
  });
});
