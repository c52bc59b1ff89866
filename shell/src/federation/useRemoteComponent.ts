import { type ComponentType, type LazyExoticComponent, lazy, useCallback, useMemo, useState } from 'react';
import { loadRemoteModule, type RemoteName } from './remoteRegistry';

// biome-ignore lint/suspicious/noExplicitAny: the cache holds components of every remote's own props
type AnyComponent = ComponentType<any>;

// One lazy component per remote module and attempt, so re-renders never re-import.
const cache = new Map<string, LazyExoticComponent<AnyComponent>>();

function lazyRemote(remote: RemoteName, module: string, attempt: number) {
  const key = `${remote}/${module}#${attempt}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const component = lazy(() => loadRemoteModule<{ default: AnyComponent }>(remote, module, attempt > 0));
  cache.set(key, component);
  return component;
}

/** A lazy component for `<remote>/<module>` and the retry that really loads it again. */
export function useRemoteComponent<P extends object>(remote: RemoteName, module: string) {
  const [attempt, setAttempt] = useState(0);
  const Component = useMemo(
    () => lazyRemote(remote, module, attempt) as LazyExoticComponent<ComponentType<P>>,
    [remote, module, attempt],
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { Component, retry };
}
