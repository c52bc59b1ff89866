import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { useSharedText } from '../messages/sharedText';
import { FullScreenSpinner } from '../ui/FullScreenSpinner';
import { StatusMessage } from '../ui/StatusMessage';
import type { Query } from './createQuery';

interface QueryViewProps<Data> {
  query: Query<Data>;
  /** What shows until the first answer: the full-screen spinner of SPEC §2 unless a skeleton is given. */
  loading?: ReactNode;
  children: (data: Data) => ReactNode;
}

/** Loading, an error in the page's language with a retry, or the data: the three states of every page that reads the API. */
export function QueryView<Data>({ query, loading, children }: QueryViewProps<Data>) {
  const text = useSharedText();
  const [data, error, retry] = useUnit([query.$data, query.$error, query.retried]);
  if (error)
    return <StatusMessage title={text('loadFailed.title')} text={text(error)} onRetry={() => retry()} />;
  if (data === null) return <>{loading ?? <FullScreenSpinner />}</>;
  return <>{children(data)}</>;
}
