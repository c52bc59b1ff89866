/**
 * A copy of a Chakra system with some members replaced, whose getters (the system's and the overrides') stay
 * getters. Chakra's system makes its global CSS (`_global`) when it is first read (patches/README.md): a spread
 * would read it, and make it for a server-rendered page, which never uses it (its global styles came with the
 * HTML).
 */
export function overrideSystem<S extends object>(system: S, overrides: { [K in keyof S]?: unknown }): S {
  return Object.defineProperties(
    {},
    { ...Object.getOwnPropertyDescriptors(system), ...Object.getOwnPropertyDescriptors(overrides) },
  ) as S;
}
