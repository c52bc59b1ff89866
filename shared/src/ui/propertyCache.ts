import type { SystemContext } from '@chakra-ui/react';
import { BoundedMap } from './boundedMap';
import { overrideSystem } from './overrideSystem';

/** Prop names: the site's code uses a few hundred. */
export const PROPERTIES_KEPT = 2000;

/**
 * Chakra's styled factory asks the system whether each prop of each element is a style prop two or three
 * times per render (which props to forward, then which are styles). Chakra memoises the answer, but each
 * lookup builds a key string and deletes and sets its Map entry again: 4-6 % of a server render's CPU. The
 * answer depends on the name only, so a name is asked once and then looked up.
 */
export function keepValidProperties<S extends SystemContext>(system: S, kept = PROPERTIES_KEPT): S {
  const answers = new BoundedMap<string, boolean>(kept);
  const isValidProperty = (prop: string) => {
    let valid = answers.get(prop);
    if (valid === undefined) {
      valid = system.isValidProperty(prop);
      answers.set(prop, valid);
    }
    return valid;
  };
  return overrideSystem(system, { isValidProperty });
}
