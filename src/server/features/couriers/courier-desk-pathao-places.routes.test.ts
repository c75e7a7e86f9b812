import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { PathaoSimulator } from '../../../../test/gateways/pathao-simulator.ts';
import type { PathaoPlace } from '../../../shared/schemas/pathao-place.ts';
import { signUpAs } from '../../test/auth-test-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';
import { startCourierDesk, type CourierDesk } from './courier-desk-test-helpers.ts';

// Pathao's place lists (cities, zones, areas) through the real API, from Pathao's simulator
// over real HTTP.

let desk: CourierDesk;
let sim: PathaoSimulator;
let shop: TestApp;
let get: CourierDesk['get'];

beforeAll(async () => {
  desk = await startCourierDesk();
  ({ sim, shop, get } = desk);
});
afterAll(async () => {
  await desk.close();
});
beforeEach(() => {
  sim.faults.length = 0;
});

describe("Pathao's place lists", () => {
  test('cities, zones and areas come from Pathao, and a second ask is answered from memory', async () => {
    const before = sim.count('/city-list');
    const cities = await get('/api/admin/couriers/pathao/cities');
    expect(cities.statusCode).toBe(200);
    expect(cities.json<PathaoPlace[]>()).toContainEqual({ id: 2, name: 'Chittagong' });
    expect((await get('/api/admin/couriers/pathao/cities')).json()).toEqual(cities.json());
    expect(sim.count('/city-list')).toBe(before + 1);

    const zones = await get('/api/admin/couriers/pathao/cities/1/zones');
    expect(zones.json<PathaoPlace[]>().map((zone) => zone.name)).toEqual([
      'Dhanmondi',
      'Mirpur',
      'Uttara',
    ]);
    const areas = await get('/api/admin/couriers/pathao/zones/12/areas');
    expect(areas.json()).toEqual([
      { id: 1201, name: 'Mirpur 10' },
      { id: 1202, name: 'Pallabi' },
    ]);
    await get('/api/admin/couriers/pathao/zones/12/areas');
    expect(sim.count('/zones/12/area-list')).toBe(1);
  });

  test('Pathao failing is a 502 saying so; the failure is not kept, the next ask succeeds', async () => {
    sim.faults.push({ on: 'zone-list', kind: '500' });
    const failed = await get('/api/admin/couriers/pathao/cities/3/zones');
    expect(failed.statusCode).toBe(502);
    expect(failed.json<{ message: string }>().message).toMatch(/^Pathao did not answer/);
    const again = await get('/api/admin/couriers/pathao/cities/3/zones');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual([{ id: 31, name: 'Zindabazar' }]);
  });

  test('a place id that is not a number is a 400, and Pathao is not asked', async () => {
    const calls = sim.calls.length;
    const answer = await get('/api/admin/couriers/pathao/cities/dhaka/zones');
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('cityId must be a number');
    expect(sim.calls.length).toBe(calls);
  });

  test('customers may not read them', async () => {
    const customer = await signUpAs(shop.app, { name: 'Curious Customer' });
    expect((await get('/api/admin/couriers/pathao/cities', customer)).statusCode).toBe(403);
  });
});
