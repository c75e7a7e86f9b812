import { describe, expect, test } from 'vitest';
import type { DeliverySettings } from '../schemas/delivery.ts';
import {
  chooseDelivery,
  deliveryOptions,
  extraKilograms,
  freeDeliveryShortfall,
} from './delivery-options.ts';

const settings: DeliverySettings = {
  zones: [
    {
      id: 'inside-dhaka',
      name: 'Inside Dhaka',
      homeCharge: 80,
      homeEta: '1-2 days',
      expressCharge: 200,
      expressEta: 'Next day',
    },
    {
      id: 'outside-dhaka',
      name: 'Outside Dhaka',
      homeCharge: 150,
      homeEta: '3-5 days',
      expressCharge: null,
      expressEta: null,
    },
  ],
  districtZones: { Dhaka: 'inside-dhaka', Rangpur: 'outside-dhaka' },
  pickupPoints: [
    {
      id: '7d4c4d0e-4a55-4b8b-9a7e-0f5cfb0d2a11',
      name: 'Shop',
      address: 'Agargaon',
      phone: '',
      hours: '',
    },
  ],
  extraKgCharge: 20,
  freeDeliveryThreshold: null,
};

const charges = (district: string, weightGrams: number, subtotal = 1000, s = settings) =>
  Object.fromEntries(
    (deliveryOptions(s, { district, weightGrams, subtotal })?.options ?? []).map((o) => [
      o.method,
      o.charge,
    ]),
  );

describe('the delivery charge', () => {
  test.each([
    [0, 0],
    [1, 0],
    [1000, 0],
    [1001, 1],
    [2000, 1],
    [2001, 2],
    [12_500, 12],
  ])('%i g pays for %i extra kg', (grams, kilograms) => {
    expect(extraKilograms(grams)).toBe(kilograms);
  });

  test('each zone charges its own home delivery; express only where the zone offers it', () => {
    expect(charges('Dhaka', 800)).toEqual({ home: 80, express: 200, pickup: 0 });
    expect(charges('Rangpur', 800)).toEqual({ home: 150, pickup: 0 });
  });

  test('every whole kg above the first adds the extra-kg charge, to home and express, never to pickup', () => {
    expect(charges('Dhaka', 3400)).toEqual({ home: 80 + 60, express: 200 + 60, pickup: 0 });
    expect(charges('Rangpur', 1001)).toEqual({ home: 170, pickup: 0 });
  });

  test('the hint and the charge read one rule: what more buys free home delivery', () => {
    expect(freeDeliveryShortfall(50_000, 47_700)).toBe(2_300);
    expect(freeDeliveryShortfall(50_000, 50_000)).toBe(0);
    expect(freeDeliveryShortfall(50_000, 62_000)).toBe(0);
    expect(freeDeliveryShortfall(null, 62_000)).toBeNull();
    const free = { ...settings, freeDeliveryThreshold: 50_000 };
    expect(charges('Dhaka', 500, 50_000 - 1, free).home).toBeGreaterThan(0);
  });

  test('home delivery is free from the threshold on, express is not', () => {
    const free = { ...settings, freeDeliveryThreshold: 50_000 };
    expect(charges('Dhaka', 5000, 49_999, free)).toEqual({ home: 160, express: 280, pickup: 0 });
    expect(charges('Dhaka', 5000, 50_000, free)).toEqual({ home: 0, express: 280, pickup: 0 });
  });

  test('every charge is answered as its parts: the zone charge and the weight above the first kg', () => {
    const parts = (subtotal: number, s = settings) =>
      deliveryOptions(s, { district: 'Dhaka', weightGrams: 3400, subtotal })?.options.map(
        ({ method, charge, zoneCharge, weightCharge }) => ({
          method,
          charge,
          zoneCharge,
          weightCharge,
        }),
      );
    expect(parts(1000)).toEqual([
      { method: 'home', charge: 140, zoneCharge: 80, weightCharge: 60 },
      { method: 'express', charge: 260, zoneCharge: 200, weightCharge: 60 },
      { method: 'pickup', charge: 0, zoneCharge: 0, weightCharge: 0 },
    ]);
    expect(parts(50_000, { ...settings, freeDeliveryThreshold: 50_000 })?.[0]).toEqual({
      method: 'home',
      charge: 0,
      zoneCharge: 0,
      weightCharge: 0,
    });
  });

  test('no pickup without a pickup point, and no options for a district without a zone', () => {
    expect(charges('Dhaka', 500, 0, { ...settings, pickupPoints: [] })).toEqual({
      home: 80,
      express: 200,
    });
    expect(
      deliveryOptions(settings, { district: 'Sylhet', weightGrams: 500, subtotal: 0 }),
    ).toBeUndefined();
  });
});

describe('choosing a method', () => {
  const options =
    deliveryOptions(settings, { district: 'Rangpur', weightGrams: 500, subtotal: 0 })?.options ??
    [];

  test('express outside its zone is refused, naming the method and the district', () => {
    expect(chooseDelivery(options, 'Rangpur', 'express')).toEqual({
      ok: false,
      field: 'deliveryMethod',
      message: 'Express is not offered in Rangpur',
    });
  });

  test('pickup needs one of the shop’s points', () => {
    expect(chooseDelivery(options, 'Rangpur', 'pickup')).toMatchObject({
      ok: false,
      field: 'pickupPointId',
    });
    expect(
      chooseDelivery(options, 'Rangpur', 'pickup', '0b0b0b0b-0000-4000-8000-000000000000'),
    ).toMatchObject({
      ok: false,
      message: 'That pickup point does not exist',
    });
    const point = settings.pickupPoints[0];
    expect(chooseDelivery(options, 'Rangpur', 'pickup', point?.id)).toMatchObject({
      ok: true,
      pickupPoint: point,
    });
  });

  test('home delivery needs nothing more', () => {
    expect(chooseDelivery(options, 'Rangpur', 'home')).toMatchObject({
      ok: true,
      option: { charge: 150 },
    });
  });
});
