import { readFileSync } from 'node:fs';
import { itAgreesOnEveryRoute } from '@clinic/shared/testing';
import { describe } from 'vitest';
import * as routes from './routes';
import { CATALOG_ROUTES } from './routeTable';

describe('the catalog route table, its <Routes> and its prepare agree on every address', () => {
  itAgreesOnEveryRoute(CATALOG_ROUTES, routes, readFileSync(`${import.meta.dirname}/routeTable.ts`, 'utf8'));
});
