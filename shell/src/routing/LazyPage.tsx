import { PageReady } from '@clinic/shared';
import { type ComponentType, lazy, useMemo, useState } from 'react';
import { RemoteBoundary } from '../federation/RemoteBoundary';

type PageModule = { default: ComponentType };

/**
 * A shell page in its own chunk (for pages that pull heavy shared code, such as the interactive kit). Its
 * failure goes to the generic handler and shows the section message with a retry that loads it again.
 */
export function LazyPage({ name, load }: { name: string; load: () => Promise<PageModule> }) {
  const [attempt, setAttempt] = useState(0);
  // A new attempt builds a new lazy component: React.lazy caches a failure forever.
  const Page = useMemo(() => lazy(load), [load, attempt]);
  return (
    <RemoteBoundary remote={`shell/${name}`} onRetry={() => setAttempt((n) => n + 1)}>
      <Page />
      <PageReady />
    </RemoteBoundary>
  );
}
