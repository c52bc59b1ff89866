// The core entry, not the package's index (a shared module): the entry runs before the shared scope exists.
import { localeOfPath } from '@clinic/shared/core';

/**
 * Starts the download of the shell's catalogue for the page's language. The chunk is the one SHELL_CATALOGS
 * loads (the same import), so the first render's `load` finds it in or on its way.
 */
export function warmShellMessages(): void {
  const load =
    localeOfPath(window.location.pathname) === 'kk'
      ? import(/* webpackChunkName: "messages-shell-kk" */ '../messages/kk.json')
      : import(/* webpackChunkName: "messages-shell-ru" */ '../messages/ru.json');
  load.catch(() => {});
}
