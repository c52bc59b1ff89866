import { $locale, type PrepareWidget } from '@clinic/shared';
import type { Scope } from 'effector';
import { WIDGET_CATALOGS } from './widgetText';

/**
 * A widget's `prepare`: its data (`start`, in the request's scope) and its words in the page's language, so the
 * server renders it in that language and the browser hydrates it without waiting for them.
 */
export const prepareWidget =
  (start?: (scope?: Scope) => Promise<void>): PrepareWidget =>
  async (scope) => {
    const locale = scope ? scope.getState($locale) : $locale.getState();
    await Promise.all([start?.(scope), WIDGET_CATALOGS.load(locale)]);
  };
