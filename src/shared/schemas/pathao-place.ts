import { z } from 'zod';

// Pathao's own places (city, zone, area), as staff pick them when booking a parcel with
// Pathao (docs/product.md#couriers).

export const pathaoPlaceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
});
export type PathaoPlace = z.infer<typeof pathaoPlaceSchema>;

const placeId = (name: string) =>
  z.coerce
    .number({ message: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be a number from 1`)
    .max(2_147_483_647, `${name} is too large`);

export const pathaoCityParamsSchema = z.object({ cityId: placeId('cityId') });
export const pathaoZoneParamsSchema = z.object({ zoneId: placeId('zoneId') });
