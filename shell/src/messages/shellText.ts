import { defineCatalogs, type Translate, useText } from '@clinic/shared';
import type ru from './ru.json';

/** The shell's own words (the layouts, its pages), one chunk per language. */
export const SHELL_CATALOGS = defineCatalogs('shell', {
  ru: () => import(/* webpackChunkName: "messages-shell-ru" */ './ru.json'),
  kk: () => import(/* webpackChunkName: "messages-shell-kk" */ './kk.json'),
});

export type ShellMessage = keyof typeof ru;

export const useShellText = (): Translate<ShellMessage> => useText<ShellMessage>(SHELL_CATALOGS);
