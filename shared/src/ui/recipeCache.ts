import type { SystemContext } from '@chakra-ui/react';
import { overrideSystem } from './overrideSystem';

type Recipe = ReturnType<SystemContext['cva']>;

/**
 * Chakra's styled factory compiles an element's recipe on every render of every element: `cva(config)` with
 * the component's own config (made once, when the component is defined), then `merge` with its base
 * component's. Each compile starts with empty memos, so every render resolved every style from scratch
 * (~150 compiles per page on the server, a third of a render). The configs do not change, so the same config
 * (and the same merge) gets the recipe compiled the first time; what a recipe returns is unchanged.
 */
export function keepCompiledRecipes<S extends SystemContext>(system: S): S {
  const compiled = new WeakMap<object, Recipe>();
  const kept = (recipe: Recipe): Recipe => {
    const merged = new WeakMap<object, Recipe>();
    const merge = recipe.merge as (this: Recipe, other: unknown) => Recipe;
    recipe.merge = function mergeKept(this: Recipe, other: unknown) {
      if (this !== recipe || typeof other !== 'function') return merge.call(this, other);
      let result = merged.get(other);
      if (!result) {
        result = kept(merge.call(this, other));
        merged.set(other, result);
      }
      return result;
    };
    return recipe;
  };
  const cva = ((config: object | undefined) => {
    if (typeof config !== 'object' || config === null) return kept(system.cva(config as never));
    let recipe = compiled.get(config);
    if (!recipe) {
      recipe = kept(system.cva(config));
      compiled.set(config, recipe);
    }
    return recipe;
  }) as SystemContext['cva'];
  return overrideSystem(system, { cva });
}
