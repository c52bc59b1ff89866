import {
  ClientOnlyError,
  type PagePart,
  type PrepareSection,
  type PrepareWidget,
  type SubmitToSection,
} from '@clinic/shared';
import type { Scope } from 'effector';
import { type ComponentType, createContext, use } from 'react';
import { withinBudget } from './withinBudget';

// biome-ignore lint/suspicious/noExplicitAny: each remote module has its own props
type AnyComponent = ComponentType<any>;

/** An exposed widget module as the browser loads it: its component, and how it loads its data. */
export interface WidgetModule {
  default: AnyComponent;
  prepare?: PrepareWidget;
}

/**
 * What a remote's server build exports: its `./routes` component, `prepare` for its sections' data, `submit` for
 * form posts to them (absent in a remote that takes none), and its widget modules by exposed name (`ServiceTiles`).
 */
export type RemoteServerModule = { prepare?: PrepareSection; submit?: SubmitToSection } & Record<
  string,
  unknown
>;

/**
 * On the server, federated mounts take their components from here instead of the browser's federation
 * runtime. A module that may not render on the server (no server build, its data missed the budget, or not
 * rendered there yet) throws ClientOnlyError, so React sends that part's loading fallback and the browser
 * renders it as before. Null in the browser.
 */
export interface ServerRemotes {
  component(remote: string, module: string): AnyComponent;
}

export const ServerRemotesContext = createContext<ServerRemotes | null>(null);

const leftToTheBrowser = (part: PagePart) =>
  function LeftToTheBrowser(): never {
    throw new ClientOnlyError(part);
  };

const isWidgetModule = (value: unknown): value is Required<WidgetModule> =>
  typeof (value as WidgetModule | undefined)?.default === 'function' &&
  typeof (value as WidgetModule).prepare === 'function';

/** The request's scope and deadline for widgets' data, and the list the widgets rendered with it go to. */
export interface WidgetRendering {
  scope: Scope;
  /** When the page's data must be in (Date.now() terms): one budget for the page, not one per widget. */
  deadline: number;
  /** Each widget rendered with its data (the page's `sections`). */
  rendered: PagePart[];
}

/**
 * A widget renders on the server once its data is in the request's scope (it suspends until then; prerender
 * waits); past the budget, or on an error, it is left to the browser.
 */
function serverWidget(
  part: PagePart,
  widget: Required<WidgetModule>,
  rendering: WidgetRendering,
): AnyComponent {
  const budgetMs = Math.max(0, rendering.deadline - Date.now());
  const ready = withinBudget(`${part.remote}/${part.module}`, widget.prepare(rendering.scope), budgetMs).then(
    (done) => {
      if (done) rendering.rendered.push(part);
      return done;
    },
  );
  return function ServerWidget(props: object) {
    if (!use(ready)) throw new ClientOnlyError(part);
    return <widget.default {...props} />;
  };
}

/** This request's federated parts: the route sections whose data is in (by remote), and widgets. */
export function serverRemotes(
  modules: Record<string, RemoteServerModule>,
  readySections: Set<string>,
  widgets: WidgetRendering,
): ServerRemotes {
  const mounted = new Map<string, AnyComponent>();
  return {
    component(remote, module) {
      const part: PagePart = { remote, module };
      const exposed = modules[remote]?.[module];
      if (module === 'routes') {
        return readySections.has(remote) && typeof exposed === 'function'
          ? (exposed as AnyComponent)
          : leftToTheBrowser(part);
      }
      if (!isWidgetModule(exposed)) return leftToTheBrowser(part);
      let component = mounted.get(module);
      if (!component) {
        component = serverWidget(part, exposed, widgets);
        mounted.set(module, component);
      }
      return component;
    },
  };
}
