import { readFileSync } from 'node:fs';
import { itAgreesOnEveryRoute } from '@clinic/shared/testing';
import { describe } from 'vitest';
import * as routes from './routes';
import { DOCTORS_ROUTES } from './routeTable';

describe('the doctors route table, its <Routes> and its prepare agree on every address', () => {
  itAgreesOnEveryRoute(DOCTORS_ROUTES, routes, readFileSync(`${import.meta.dirname}/routeTable.ts`, 'utf8'));
});
