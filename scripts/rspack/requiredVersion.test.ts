import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { requiredVersionOf } from './requiredVersion';

const root = path.resolve(import.meta.dirname, '../..');
const dependencies = (app: string) =>
  JSON.parse(readFileSync(path.join(root, app, 'package.json'), 'utf8')).dependencies;

describe('requiredVersionOf: one range per shared package and app', () => {
  it("is the app's own declared range", () => {
    expect(requiredVersionOf('react', path.join(root, 'mfe-catalog'))).toBe(
      dependencies('mfe-catalog').react,
    );
    expect(requiredVersionOf('@clinic/shared', path.join(root, 'shell'))).toBe(
      dependencies('shell')['@clinic/shared'],
    );
  });

  it("takes a subpath's range from its package", () => {
    expect(requiredVersionOf('react-dom/client', path.join(root, 'shell'))).toBe(
      dependencies('shell')['react-dom'],
    );
    expect(requiredVersionOf('react/jsx-runtime', path.join(root, 'shell'))).toBe(
      dependencies('shell').react,
    );
  });

  it('is ^ the installed version for a package the app does not declare', () => {
    const installed = JSON.parse(
      readFileSync(path.join(root, 'node_modules/@emotion/react/package.json'), 'utf8'),
    ).version;
    expect(dependencies('mfe-catalog')['@emotion/react']).toBeUndefined();
    expect(requiredVersionOf('@emotion/react', path.join(root, 'mfe-catalog'))).toBe(`^${installed}`);
  });
});
