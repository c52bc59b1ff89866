import { readFileSync } from 'node:fs';
import { itAgreesOnEveryRoute } from '@clinic/shared/testing';
import { fork } from 'effector';
import { describe, expect, it } from 'vitest';
import * as routes from './routes';
import { BOOKING_ROUTES } from './routeTable';

describe('the booking route table, its <Routes> and its prepare agree on every address', () => {
  itAgreesOnEveryRoute(BOOKING_ROUTES, routes, readFileSync(`${import.meta.dirname}/routeTable.ts`, 'utf8'));

  it('a post goes to the action of the route at its address; where none takes posts, null', async () => {
    const scope = fork();
    const forged = await routes.submit({ section: 'booking', pathname: '/booking/vip', fields: {}, scope });
    expect(forged).toEqual({ status: 400 });
    const none = await routes.submit({ section: 'booking', pathname: '/booking/sent', fields: {}, scope });
    expect(none).toBeNull();
  });
});
