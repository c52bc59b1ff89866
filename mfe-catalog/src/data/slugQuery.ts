import { createQuery, type Query } from '@clinic/shared';
import { createStore, type EventCallable, sample } from 'effector';

export interface SlugQuery<Data> extends Query<Data> {
  /** The page opened (or its route slug changed): load the data for this slug. */
  opened: EventCallable<string>;
}

interface SlugPage<Data> {
  slug: string | null;
  data: Data | null;
}

/**
 * A query whose answer belongs to one route slug. A new slug hides the previous answer at once (the page
 * shows its spinner, never the last page's data), and a late answer for an old slug is dropped. The same slug
 * opened again keeps its answer while it reloads: a page hydrated from the server's data opens again in the
 * browser, and must not blank to a spinner over the server's content.
 */
export function createSlugQuery<Data>(load: (slug: string) => Promise<Data>): SlugQuery<Data> {
  const query = createQuery(async (slug: string) => ({ slug, data: await load(slug) }));
  // One store for the slug and its answer, so which one an update belongs to never depends on update order.
  const $page = createStore<SlugPage<Data>>({ slug: null, data: null }).on(query.started, (page, slug) =>
    page.slug === slug ? page : { slug, data: null },
  );

  sample({
    clock: query.$data.updates,
    source: $page,
    filter: (page, answer) => answer !== null && answer.slug === page.slug,
    fn: (page, answer) => ({ slug: page.slug, data: (answer as { data: Data }).data }),
    target: $page,
  });
  const $data = createStore<Data | null>(null, { skipVoid: false });
  sample({ clock: $page, fn: (page) => page.data, target: $data });

  return {
    opened: query.started,
    retried: query.retried,
    $data,
    $error: query.$error,
    $status: query.$status,
    $pending: query.$pending,
  };
}
