-- Product specs become typed per category (src/shared/specs/part-specs.ts). Free-form specs
-- written before this are converted where a key has a typed counterpart; the original object is
-- kept whole in legacy_specs, so nothing an admin typed is lost (docs/decisions/021).
ALTER TABLE "products" ADD COLUMN "legacy_specs" jsonb;
--> statement-breakpoint
UPDATE "products" SET "legacy_specs" = "specs" WHERE "specs" <> '{}'::jsonb;
--> statement-breakpoint
CREATE FUNCTION pg_temp.spec_num(s jsonb, k text) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(s -> k) = 'number' AND (s ->> k)::numeric > 0 THEN s -> k END
$$;
--> statement-breakpoint
CREATE FUNCTION pg_temp.spec_whole(s jsonb, k text) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN pg_temp.spec_num(s, k) IS NOT NULL AND (s ->> k)::numeric % 1 = 0
    THEN s -> k END
$$;
--> statement-breakpoint
CREATE FUNCTION pg_temp.spec_text(s jsonb, k text) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(s -> k) = 'string' AND length(trim(s ->> k)) BETWEEN 1 AND 40
    THEN to_jsonb(trim(s ->> k)) END
$$;
--> statement-breakpoint
CREATE FUNCTION pg_temp.spec_bool(s jsonb, k text) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(s -> k) = 'boolean' THEN s -> k END
$$;
--> statement-breakpoint
CREATE FUNCTION pg_temp.spec_one_of(s jsonb, k text, allowed text[]) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN s ->> k = ANY (allowed) THEN to_jsonb(s ->> k) END
$$;
--> statement-breakpoint
CREATE FUNCTION pg_temp.spec_typed(c text, s jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_strip_nulls(CASE c
    WHEN 'cpu' THEN jsonb_build_object(
      'socket', pg_temp.spec_text(s, 'socket'),
      'cores', pg_temp.spec_whole(s, 'cores'),
      'threads', pg_temp.spec_whole(s, 'threads'),
      'baseGhz', coalesce(pg_temp.spec_num(s, 'baseGhz'), pg_temp.spec_num(s, 'baseClockGhz')),
      'boostGhz', coalesce(pg_temp.spec_num(s, 'boostGhz'), pg_temp.spec_num(s, 'boostClockGhz')),
      'tdpW', coalesce(pg_temp.spec_whole(s, 'tdpW'), pg_temp.spec_whole(s, 'tdpWatts')),
      'integratedGraphics', pg_temp.spec_bool(s, 'integratedGraphics'),
      'memoryTypes', CASE s ->> 'memoryType'
        WHEN 'DDR4' THEN '["DDR4"]'::jsonb
        WHEN 'DDR5' THEN '["DDR5"]'::jsonb
        WHEN 'DDR4/DDR5' THEN '["DDR4", "DDR5"]'::jsonb END,
      'boxCooler', coalesce(pg_temp.spec_bool(s, 'boxCooler'), pg_temp.spec_bool(s, 'coolerIncluded')))
    WHEN 'motherboard' THEN jsonb_build_object(
      'socket', pg_temp.spec_text(s, 'socket'),
      'chipset', pg_temp.spec_text(s, 'chipset'),
      'formFactor', pg_temp.spec_one_of(s, 'formFactor', ARRAY['E-ATX', 'ATX', 'Micro-ATX', 'Mini-ITX']),
      'memoryType', pg_temp.spec_one_of(s, 'memoryType', ARRAY['DDR4', 'DDR5']),
      'memorySlots', pg_temp.spec_whole(s, 'memorySlots'),
      'maxMemoryGb', pg_temp.spec_whole(s, 'maxMemoryGb'),
      'm2Slots', pg_temp.spec_whole(s, 'm2Slots'),
      'sataPorts', pg_temp.spec_whole(s, 'sataPorts'),
      'wifi', pg_temp.spec_bool(s, 'wifi'))
    WHEN 'memory' THEN jsonb_build_object(
      'memoryType', pg_temp.spec_one_of(s, 'memoryType', ARRAY['DDR4', 'DDR5']),
      'modules', pg_temp.spec_whole(s, 'modules'),
      -- The old capacityGb was the whole kit's.
      'moduleGb', coalesce(pg_temp.spec_whole(s, 'moduleGb'), CASE
        WHEN pg_temp.spec_whole(s, 'capacityGb') IS NOT NULL AND pg_temp.spec_whole(s, 'modules') IS NOT NULL
          AND (s ->> 'capacityGb')::int % (s ->> 'modules')::int = 0
        THEN to_jsonb((s ->> 'capacityGb')::int / (s ->> 'modules')::int) END),
      'speedMts', pg_temp.spec_whole(s, 'speedMts'))
    WHEN 'storage' THEN jsonb_build_object(
      'interface', CASE WHEN s ->> 'interface' ILIKE '%nvme%' THEN '"nvme"'::jsonb
        WHEN s ->> 'interface' ILIKE '%sata%' THEN '"sata"'::jsonb END,
      'formFactor', CASE WHEN s ->> 'formFactor' ILIKE 'm%2%' THEN '"m2"'::jsonb
        WHEN s ->> 'formFactor' LIKE '3.5%' THEN '"3.5"'::jsonb
        WHEN s ->> 'formFactor' LIKE '2.5%' THEN '"2.5"'::jsonb END,
      'capacityGb', pg_temp.spec_whole(s, 'capacityGb'))
    WHEN 'gpu' THEN jsonb_build_object(
      'chip', coalesce(pg_temp.spec_text(s, 'chip'), pg_temp.spec_text(s, 'chipset')),
      'vramGb', pg_temp.spec_whole(s, 'vramGb'),
      'lengthMm', pg_temp.spec_whole(s, 'lengthMm'),
      'slotWidth', pg_temp.spec_num(s, 'slotWidth'),
      'tdpW', coalesce(pg_temp.spec_whole(s, 'tdpW'), pg_temp.spec_whole(s, 'boardPowerWatts')),
      'recommendedPsuW', coalesce(pg_temp.spec_whole(s, 'recommendedPsuW'),
        pg_temp.spec_whole(s, 'recommendedPsuWattage')))
    WHEN 'psu' THEN jsonb_build_object(
      'wattage', pg_temp.spec_whole(s, 'wattage'),
      'efficiency', pg_temp.spec_text(s, 'efficiency'),
      'formFactor', CASE lower(s ->> 'formFactor') WHEN 'atx' THEN '"atx"'::jsonb
        WHEN 'sfx' THEN '"sfx"'::jsonb END,
      'modular', CASE lower(s ->> 'modular') WHEN 'full' THEN '"full"'::jsonb
        WHEN 'semi' THEN '"semi"'::jsonb WHEN 'non' THEN '"none"'::jsonb
        WHEN 'none' THEN '"none"'::jsonb END)
    WHEN 'case' THEN jsonb_build_object(
      -- The old maxMotherboard named the largest board; smaller ones fit too.
      'formFactors', CASE s ->> 'maxMotherboard'
        WHEN 'E-ATX' THEN '["E-ATX", "ATX", "Micro-ATX", "Mini-ITX"]'::jsonb
        WHEN 'ATX' THEN '["ATX", "Micro-ATX", "Mini-ITX"]'::jsonb
        WHEN 'Micro-ATX' THEN '["Micro-ATX", "Mini-ITX"]'::jsonb
        WHEN 'Mini-ITX' THEN '["Mini-ITX"]'::jsonb END,
      'maxGpuLengthMm', pg_temp.spec_whole(s, 'maxGpuLengthMm'),
      'maxCoolerHeightMm', pg_temp.spec_whole(s, 'maxCoolerHeightMm'))
    WHEN 'cooler' THEN jsonb_build_object(
      'type', CASE WHEN s ->> 'type' ILIKE '%liquid%' THEN '"liquid"'::jsonb
        WHEN s ->> 'type' ILIKE 'air' THEN '"air"'::jsonb END,
      'sockets', CASE WHEN jsonb_typeof(s -> 'sockets') = 'string' AND trim(s ->> 'sockets') <> ''
        THEN to_jsonb(regexp_split_to_array(trim(s ->> 'sockets'), '\s*,\s*')) END,
      'heightMm', pg_temp.spec_whole(s, 'heightMm'),
      'radiatorMm', CASE WHEN s ->> 'radiatorMm' IN ('120', '140', '240', '280', '360', '420')
        THEN pg_temp.spec_whole(s, 'radiatorMm') END,
      'fans', coalesce(pg_temp.spec_whole(s, 'fans'), pg_temp.spec_whole(s, 'fanCount')),
      'tdpRatingW', pg_temp.spec_whole(s, 'tdpRatingW'))
    WHEN 'monitor' THEN jsonb_build_object(
      'sizeIn', coalesce(pg_temp.spec_num(s, 'sizeIn'), pg_temp.spec_num(s, 'sizeInch')),
      'resolution', pg_temp.spec_text(s, 'resolution'),
      'refreshHz', coalesce(pg_temp.spec_whole(s, 'refreshHz'), pg_temp.spec_whole(s, 'refreshRateHz')),
      'panel', pg_temp.spec_text(s, 'panel'))
    ELSE '{}'::jsonb END)
$$;
--> statement-breakpoint
UPDATE "products" SET "specs" = pg_temp.spec_typed("category", "specs") WHERE "specs" <> '{}'::jsonb;
--> statement-breakpoint
-- Spec filters are containment tests (specs @> '{"socket":"AM5"}'), which this index answers.
CREATE INDEX "products_specs_idx" ON "products" USING gin ("specs" jsonb_path_ops) WHERE "deleted_at" IS NULL;
