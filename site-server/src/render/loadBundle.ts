import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

/**
 * Evaluates a server build (one CommonJS file) with `provide` as its `require`: the worker decides what it may
 * load. Evaluated, not `require`d: Node's module cache never holds it, so a new version is a new evaluation in a
 * new worker and nothing is ever swapped inside a live module cache.
 */
export function loadBundle<T>(file: string, provide: (request: string) => unknown): T {
  const code = fs.readFileSync(file, 'utf8');
  const wrapper = vm.runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${code}\n})`,
    { filename: file },
  ) as (
    exports: object,
    require: (id: string) => unknown,
    module: { exports: object },
    f: string,
    d: string,
  ) => void;
  const module = { exports: {} };
  wrapper(module.exports, provide, module, file, path.dirname(file));
  return module.exports as T;
}
