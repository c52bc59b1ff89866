import { createContext } from 'react';
import { createHydratedSections, type HydratedSections } from './hydratedSections';
import { createRemoteComponents, type RemoteComponents } from './remoteComponents';
import { loadRemoteModule, type RemoteRegistry } from './remoteRegistry';

/** This page load's remote components and the parts it hydrates: one instance for the app, a fresh one per test. */
export interface PageRemotes {
  components: RemoteComponents;
  hydrated: HydratedSections;
}

export function createPageRemotes(load: RemoteRegistry['loadRemoteModule']): PageRemotes {
  return { components: createRemoteComponents(load), hydrated: createHydratedSections() };
}

/** The app's: the start-up fills it before the first render, the remote sections and widgets render from it. */
export const pageRemotes = createPageRemotes(loadRemoteModule);

/** Which `PageRemotes` the sections render from: the app's, unless a test provides its own. */
export const PageRemotesContext = createContext<PageRemotes>(pageRemotes);
