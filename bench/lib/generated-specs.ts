/**
 * The typed specs of a generated product (src/shared/specs/part-specs.ts), as a SQL expression
 * of the series number `g` and the product's category `c`: varied enough that facets have
 * several values each and spec filters select a share of each category.
 */
export const GENERATED_SPECS_SQL = `jsonb_strip_nulls(case c
  when 'cpu' then jsonb_build_object(
    'socket', (array['AM5','AM4','LGA1700','LGA1851'])[1 + g % 4],
    'cores', (array[4,6,8,12,16,20,24])[1 + g % 7],
    'threads', 2 * (array[4,6,8,12,16,20,24])[1 + g % 7],
    'baseGhz', 3.0 + (g % 10) / 10.0, 'boostGhz', 4.5 + (g % 15) / 10.0,
    'tdpW', (array[65,105,120,125,170])[1 + g % 5], 'integratedGraphics', g % 3 <> 0,
    'memoryTypes', case when g % 4 = 1 then '["DDR4"]'::jsonb else '["DDR5"]'::jsonb end,
    'boxCooler', g % 2 = 0)
  when 'motherboard' then jsonb_build_object(
    'socket', (array['AM5','AM4','LGA1700','LGA1851'])[1 + g % 4],
    'chipset', (array['B650','X670','B550','B760','Z790','Z890','B860'])[1 + g % 7],
    'formFactor', (array['ATX','Micro-ATX','Mini-ITX'])[1 + g % 3],
    'memoryType', case when g % 4 = 1 then 'DDR4' else 'DDR5' end,
    'memorySlots', case when g % 3 = 2 then 2 else 4 end, 'maxMemoryGb', 192,
    'm2Slots', 1 + g % 4, 'sataPorts', 4, 'wifi', g % 2 = 0)
  when 'memory' then jsonb_build_object(
    'memoryType', case when g % 3 = 0 then 'DDR4' else 'DDR5' end,
    'modules', (array[1,2,4])[1 + g % 3], 'moduleGb', (array[8,16,32])[1 + (g / 3) % 3],
    'speedMts', (array[3200,3600,5600,6000,6400])[1 + g % 5])
  when 'storage' then jsonb_build_object(
    'interface', case when g % 3 = 0 then 'sata' else 'nvme' end,
    'formFactor', case when g % 3 <> 0 then 'm2' when g % 2 = 0 then '2.5' else '3.5' end,
    'capacityGb', (array[500,1000,2000,4000])[1 + g % 4])
  when 'gpu' then jsonb_build_object(
    'chip', (array['GeForce RTX 4060','GeForce RTX 4070 SUPER','Radeon RX 7800 XT','Arc B580'])[1 + g % 4],
    'vramGb', (array[8,12,16,24])[1 + g % 4], 'lengthMm', 150 + g % 200, 'slotWidth', 2,
    'tdpW', 115 + g % 250, 'recommendedPsuW', (array[550,650,750,850,1000])[1 + g % 5])
  when 'psu' then jsonb_build_object(
    'wattage', (array[450,550,650,750,850,1000])[1 + g % 6],
    'efficiency', (array['80 PLUS Bronze','80 PLUS Gold','80 PLUS Platinum'])[1 + g % 3],
    'formFactor', case when g % 7 = 0 then 'sfx' else 'atx' end,
    'modular', (array['full','semi','none'])[1 + g % 3])
  when 'case' then jsonb_build_object(
    'formFactors', (array['["ATX","Micro-ATX","Mini-ITX"]','["Micro-ATX","Mini-ITX"]','["Mini-ITX"]'])[1 + g % 3]::jsonb,
    'maxGpuLengthMm', 300 + g % 130, 'maxCoolerHeightMm', 150 + g % 40,
    'radiatorMm', '[120, 240, 360]'::jsonb, 'psuFormFactor', case when g % 7 = 0 then 'sfx' else 'atx' end)
  when 'cooler' then jsonb_build_object(
    'type', case when g % 3 = 0 then 'liquid' else 'air' end,
    'sockets', '["AM5","AM4","LGA1700","LGA1851"]'::jsonb,
    'heightMm', case when g % 3 = 0 then 55 else 40 + g % 130 end,
    'radiatorMm', case when g % 3 = 0 then (array[240,360])[1 + g % 2] end,
    'fans', 1 + g % 3, 'tdpRatingW', 95 + g % 200)
  when 'monitor' then jsonb_build_object(
    'sizeIn', (array[23.8,27,31.5,34])[1 + g % 4],
    'resolution', (array['1920x1080','2560x1440','3840x2160'])[1 + g % 3],
    'refreshHz', (array[75,144,165,180,240])[1 + g % 5],
    'panel', (array['IPS','VA','OLED'])[1 + g % 3])
  else '{}'::jsonb end)`;
