import { startSection } from '@clinic/shared';
import type { Scope } from 'effector';
import { homeOpened } from './model';

/**
 * The home page's own data (its banners), as opening the page loads it: on the server in the request's scope,
 * in the browser before the server's HTML is hydrated (from the answers the server handed over).
 */
export function prepareHome(scope?: Scope): Promise<void> {
  return startSection(homeOpened, undefined, scope);
}
