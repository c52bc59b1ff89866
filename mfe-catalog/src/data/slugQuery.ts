import { createQuery, type Query } from '@clinic/shared';
import { createStore, type EventCallable, sample } from 'effector';

export interface SlugQuery<Data> extends Query<Data> {
  /** The page opened (or its route slug changed): load the data for this slug. */
  opened: EventCallable<string>;
}

/**
 * A query whose answer belongs to one route slug. A new slug hides the previous answer at once (the page
 * shows its spinner, never the last page's data), and a late answer for an old slug is dropped.
 */
export function createSlugQuery<Data>(load: (slug: string) => Promise<Data>): SlugQuery<Data> {
  const query = createQuery(async (slug: string) => ({ slug, data: await load(slug) }));
  const $slug = createStore<string | null>(null).on(query.started, (_, slug) => slug);
  const $data = createStore<Data | null>(null, { skipVoid: false }).reset(query.started);

  sample({
    clock: query.$data.updates,
    source: $slug,
    filter: (slug, answer) => answer !== null && answer.slug === slug,
    fn: (_, answer) => (answer as { data: Data }).data,
    target: $data,
  });

  return {
    opened: query.started,
    retried: query.retried,
    $data,
    $error: query.$error,
    $status: query.$status,
    $pending: query.$pending,
  };
}
