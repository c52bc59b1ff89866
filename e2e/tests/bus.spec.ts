import { seed } from './support/api';
import { expect, test } from './support/fixtures';

test('an event fired in the catalogue opens the booking remote (one effector, one React)', async ({
  page,
  request,
}) => {
  const { services } = await seed(request);
  const service = services[2]!;
  await page.goto(`/services/details/${service.slug}`);
  await page.getByRole('link', { name: 'Записаться на прием' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The booking remote renders what the catalogue's event asked for: that service, by its name.
  await expect(dialog).toContainText(`Услуга: ${service.name}`);

  // Every app negotiated the same React and effector: one version of each is registered in the share scope.
  const shared = await page.evaluate(() => {
    const scope = (
      window as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<string, Record<string, Record<string, Record<string, unknown>>>>;
        };
      }
    ).__FEDERATION__.__SHARE__;
    const versions = (pkg: string) =>
      new Set(Object.values(scope).flatMap((host) => Object.keys(host.default?.[pkg] ?? {}))).size;
    return { react: versions('react'), effector: versions('effector'), shared: versions('@clinic/shared') };
  });
  expect(shared).toEqual({ react: 1, effector: 1, shared: 1 });
});
