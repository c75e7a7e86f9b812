import type pg from 'pg';
import type { DeliverySettings, DeliverySettingsInput } from '../../../shared/schemas/delivery.ts';
import type { RowOf } from '../../db/rows.ts';
import type { pickupPoints } from '../../db/schema-delivery.ts';

/** Where the extra-kg charge and the free-delivery threshold are kept (migration 0007). */
const EXTRAS_KEY = 'delivery';

interface Extras {
  extraKgCharge: number;
  freeDeliveryThreshold: number | null;
}

type Queryable = pg.ClientBase | pg.Pool;

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
  const client = await pool.connect();
  try {
    await client.query('begin');
    // One admin's save at a time: two interleaved saves would mix their zones.
    await client.query("select pg_advisory_xact_lock(hashtext('delivery-settings'))");
    for (const [position, zone] of input.zones.entries()) {
      await client.query(
        `insert into delivery_zones
           (id, name, position, home_charge, home_eta, express_charge, express_eta)
         values ($1, $2, $3, $4, $5, $6, $7)
         on conflict (id) do update set name = $2, position = $3, home_charge = $4,
           home_eta = $5, express_charge = $6, express_eta = $7`,
        [
          zone.id,
          zone.name,
          position,
          zone.homeCharge,
          zone.homeEta,
          zone.expressCharge,
          zone.expressEta,
        ],
      );
    }
    await client.query(
      `insert into district_zones (district, zone_id)
       select * from unnest($1::text[], $2::text[])
       on conflict (district) do update set zone_id = excluded.zone_id`,
      [Object.keys(input.districtZones), Object.values(input.districtZones)],
    );
    await client.query('delete from delivery_zones where not (id = any($1::text[]))', [
      input.zones.map((zone) => zone.id),
    ]);
    await savePickupPoints(client, input.pickupPoints);
    const extras: Extras = {
      extraKgCharge: input.extraKgCharge,
      freeDeliveryThreshold: input.freeDeliveryThreshold,
    };
    await client.query(
      `insert into settings (key, value) values ($1, $2)
       on conflict (key) do update set value = excluded.value`,
      [EXTRAS_KEY, JSON.stringify(extras)],
    );
    const saved = await loadDeliverySettings(client);
    await client.query('commit');
    return saved;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

type PointId = RowOf<typeof pickupPoints, 'id'>;

async function savePickupPoints(
  client: pg.ClientBase,
  points: DeliverySettingsInput['pickupPoints'],
) {
  const kept: string[] = [];
  for (const [position, point] of points.entries()) {
    const values = [point.name, point.address, point.phone, point.hours, position];
    const { rows } = point.id
      ? await client.query<PointId>(
          // A demo point the owner changes becomes theirs: demo removal leaves it.
          `update pickup_points set name = $2, address = $3, phone = $4, hours = $5,
             position = $6, active = true,
             demo = demo and name = $2 and address = $3 and phone = $4 and hours = $5
           where id = $1 returning id`,
          [point.id, ...values],
        )
      : { rows: [] };
    const id =
      rows[0]?.id ??
      (
        await client.query<PointId>(
          `insert into pickup_points (name, address, phone, hours, position)
           values ($1, $2, $3, $4, $5) returning id`,
          values,
        )
      ).rows[0]?.id;
    if (id) kept.push(id);
  }
  await client.query('update pickup_points set active = false where not (id = any($1::uuid[]))', [
    kept,
  ]);
}
