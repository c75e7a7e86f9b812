import { and, eq, notInArray, sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { DeliverySettings, DeliverySettingsInput } from '../../../shared/schemas/delivery.ts';
import { settings } from '../../db/schema.ts';
import { deliveryZones, pickupPoints } from '../../db/schema-delivery.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Queryable } from '../../db/queryable.ts';

/** Where the extra-kg charge and the free-delivery threshold are kept (migration 0007). */
const EXTRAS_KEY = 'delivery';

interface Extras {
  extraKgCharge: number;
  freeDeliveryThreshold: number | null;
}

/**
 * The delivery settings in force. Takes a client so that checkout can read them inside its own
 * transaction and charge exactly what it checked.
 */
export async function loadDeliverySettings(client: Queryable): Promise<DeliverySettings> {
  const { rows } = await client.query<{ settings: StoredDeliverySettings }>({
    name: 'load_delivery_settings',
    text: LOAD_SETTINGS,
    values: [EXTRAS_KEY],
  });
  return deliverySettingsOf((rows[0] as { settings: StoredDeliverySettings }).settings);
}

/** The settings from their json value (LOAD_SETTINGS, DELIVERY_SETTINGS_VALUE). */
export function deliverySettingsOf(value: StoredDeliverySettings): DeliverySettings {
  const { extras, ...stored } = value;
  return {
    ...stored,
    extraKgCharge: extras?.extraKgCharge ?? 0,
    freeDeliveryThreshold: extras?.freeDeliveryThreshold ?? null,
  };
}

/** The settings as their json value holds them (node-postgres parses json). */
export type StoredDeliverySettings = Pick<
  DeliverySettings,
  'zones' | 'districtZones' | 'pickupPoints'
> & {
  extras: Partial<Extras> | null;
};

/** All of it as one json value: checkout reads it on every order. */
const settingsValue = (extrasKey: string) => `
  json_build_object(
    'zones', coalesce((
      select json_agg(json_build_object(
        'id', id, 'name', name, 'homeCharge', home_charge, 'homeEta', home_eta,
        'expressCharge', express_charge, 'expressEta', express_eta) order by position, id)
      from delivery_zones), '[]'),
    'districtZones', coalesce((
      select json_object_agg(district, zone_id) from district_zones), '{}'),
    'pickupPoints', coalesce((
      select json_agg(json_build_object(
        'id', id, 'name', name, 'address', address, 'phone', phone, 'hours', hours)
        order by position, created_at)
      from pickup_points where active), '[]'),
    'extras', (select value::json from settings where key = ${extrasKey})
  )`;

const LOAD_SETTINGS = `select ${settingsValue('$1')} as settings`;

/**
 * The settings as a scalar subquery, for a statement that reads them with other rows:
 * placing an order reads them with the products it locks (one round trip fewer inside a
 * transaction that holds row locks). deliverySettingsOf reads its value.
 */
export const DELIVERY_SETTINGS_VALUE = `(select ${settingsValue(`'${EXTRAS_KEY}'`)})`;

/**
 * Replaces the settings in one transaction. Zones are upserted and the unused ones deleted after
 * every district has moved off them; pickup points left out are made inactive, not deleted, so
 * that orders keep the name of the point they were collected from.
 */
export async function saveDeliverySettings(
  pool: pg.Pool,
  input: DeliverySettingsInput,
): Promise<DeliverySettings> {
  return inTransaction(pool, async (client) => {
    // One admin's save at a time: two interleaved saves would mix their zones.
    await client.query("select pg_advisory_xact_lock(hashtext('delivery-settings'))");
    const tx = drizzle(client);
    for (const [position, zone] of input.zones.entries()) {
      const fields = {
        name: zone.name,
        position,
        homeCharge: zone.homeCharge,
        homeEta: zone.homeEta,
        expressCharge: zone.expressCharge,
        expressEta: zone.expressEta,
      };
      await tx
        .insert(deliveryZones)
        .values({ id: zone.id, ...fields })
        .onConflictDoUpdate({ target: deliveryZones.id, set: fields });
    }
    // Hand-written (decision 099): every district's zone in one set-based statement.
    await client.query(
      `insert into district_zones (district, zone_id)
       select * from unnest($1::text[], $2::text[])
       on conflict (district) do update set zone_id = excluded.zone_id`,
      [Object.keys(input.districtZones), Object.values(input.districtZones)],
    );
    await tx.delete(deliveryZones).where(
      notInArray(
        deliveryZones.id,
        input.zones.map((zone) => zone.id),
      ),
    );
    await savePickupPoints(tx, input.pickupPoints);
    const extras: Extras = {
      extraKgCharge: input.extraKgCharge,
      freeDeliveryThreshold: input.freeDeliveryThreshold,
    };
    const value = JSON.stringify(extras);
    await tx
      .insert(settings)
      .values({ key: EXTRAS_KEY, value })
      .onConflictDoUpdate({ target: settings.key, set: { value } });
    return loadDeliverySettings(client);
  });
}

async function savePickupPoints(tx: NodePgDatabase, points: DeliverySettingsInput['pickupPoints']) {
  const kept: string[] = [];
  for (const [position, point] of points.entries()) {
    const fields = {
      name: point.name,
      address: point.address,
      phone: point.phone,
      hours: point.hours,
      position,
    };
    const [updated] = point.id
      ? await tx
          .update(pickupPoints)
          .set({
            ...fields,
            active: true,
            // A demo point the owner changes becomes theirs: demo removal leaves it.
            demo: sql`${pickupPoints.demo} and ${and(
              eq(pickupPoints.name, point.name),
              eq(pickupPoints.address, point.address),
              eq(pickupPoints.phone, point.phone),
              eq(pickupPoints.hours, point.hours),
            )}`,
          })
          .where(eq(pickupPoints.id, point.id))
          .returning({ id: pickupPoints.id })
      : [];
    const id =
      updated?.id ??
      (await tx.insert(pickupPoints).values(fields).returning({ id: pickupPoints.id }))[0]?.id;
    if (id) kept.push(id);
  }
  await tx.update(pickupPoints).set({ active: false }).where(notInArray(pickupPoints.id, kept));
}
