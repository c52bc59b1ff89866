import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** React.lazy reads a thenable that has already called back as loaded: no suspending. */
const resolvedAtOnce = <T,>(value: T) =>
  // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, React.lazy reads it synchronously
  ({ then: (resolve: (value: T) => void) => resolve(value) }) as unknown as Promise<T>;

/** A component, or a promise of it from a chunk of its own. */
type ComponentLoader = () => ComponentType | Promise<ComponentType>;

export interface Preloadable {
  /** Loads the chunk (once); `prepare` calls it so that hydration finds the component already there. */
  preload: () => Promise<ComponentType>;
  Component: LazyExoticComponent<ComponentType>;
}

/**
 * A lazy component whose chunk can be loaded ahead. Once loaded (or when the loader returns the component
 * itself), React gets it synchronously, so a page prepared before hydration renders without suspending.
 */
export function preloadable(load: ComponentLoader): Preloadable {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const settle = (): ComponentType | Promise<ComponentType> => {
    if (loaded) return loaded;
    if (pending) return pending;
    const result = load();
    if (!(result instanceof Promise)) {
      loaded = result;
      return result;
    }
    pending = result.then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = undefined; // a failed chunk may be asked for again
        throw error;
      },
    );
    return pending;
  };
  const Component = lazy(() => {
    const component = settle();
    return component instanceof Promise
      ? component.then((ready) => ({ default: ready }))
      : resolvedAtOnce({ default: component });
  });
  return { preload: async () => settle(), Component };
}
