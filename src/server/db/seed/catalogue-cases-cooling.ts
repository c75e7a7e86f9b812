import type { CatalogueProduct } from './catalogue.ts';

export const cases: CatalogueProduct[] = [
  {
    name: 'Lian Li LANCOOL 216 RGB',
    brand: 'Lian Li',
    category: 'case',
    details:
      'An airflow-focused mid tower with two 160 mm ARGB fans in the front and a 140 mm fan at the back. There is room for graphics cards up to 392 mm and tall air coolers. The tempered glass side panel shows off the build.',
    priceTk: 11_500,
    stock: 8,
    origin: 'China',
    weightGrams: 8600,
    specs: {
      formFactors: ['E-ATX', 'ATX', 'Micro-ATX', 'Mini-ITX'],
      maxGpuLengthMm: 392,
      maxCoolerHeightMm: 180,
      radiatorMm: [120, 140, 240, 280, 360],
      psuFormFactor: 'atx',
    },
  },
  {
    name: 'NZXT H5 Flow (2024)',
    brand: 'NZXT',
    category: 'case',
    details:
      'A compact, clean-looking mid tower with a perforated front panel for airflow and a tempered glass side. Cable channels make a tidy build easy for first-time builders. It takes a 360 mm radiator in the front.',
    priceTk: 10_500,
    stock: 10,
    origin: 'China',
    weightGrams: 7400,
    specs: {
      formFactors: ['ATX', 'Micro-ATX', 'Mini-ITX'],
      maxGpuLengthMm: 365,
      maxCoolerHeightMm: 165,
      radiatorMm: [120, 140, 240, 280, 360],
      psuFormFactor: 'atx',
    },
  },
  {
    name: 'Corsair 4000D Airflow',
    brand: 'Corsair',
    category: 'case',
    details:
      'A popular mid tower with a high-airflow front panel and two 120 mm fans included. The cable channel behind the motherboard tray makes tidy wiring simple. Add one or two front fans if you run a hot graphics card.',
    priceTk: 9_800,
    stock: 4,
    origin: 'China',
    weightGrams: 8200,
    specs: {
      formFactors: ['E-ATX', 'ATX', 'Micro-ATX', 'Mini-ITX'],
      maxGpuLengthMm: 360,
      maxCoolerHeightMm: 170,
      radiatorMm: [120, 140, 240, 280, 360],
      psuFormFactor: 'atx',
    },
  },
  {
    name: 'Montech AIR 903 MAX',
    brand: 'Montech',
    category: 'case',
    details:
      'Four 140 mm ARGB fans come pre-installed, which is rare at this price. The mesh front and roomy interior suit graphics cards up to 400 mm. A strong value pick for a cool and quiet gaming build.',
    priceTk: 8_800,
    stock: 14,
    origin: 'China',
    weightGrams: 9300,
    specs: {
      formFactors: ['E-ATX', 'ATX', 'Micro-ATX', 'Mini-ITX'],
      maxGpuLengthMm: 400,
      maxCoolerHeightMm: 180,
      radiatorMm: [120, 140, 240, 280, 360, 420],
      psuFormFactor: 'atx',
    },
  },
];

export const coolers: CatalogueProduct[] = [
  {
    name: 'DeepCool AK400',
    brand: 'DeepCool',
    category: 'cooler',
    details:
      'A single-tower cooler with four heat pipes that keeps a Ryzen 5 or Core i5 cool and quiet. At 155 mm tall it fits most mid-tower cases. An easy upgrade over a stock cooler.',
    priceTk: 3_300,
    stock: 38,
    origin: 'China',
    weightGrams: 800,
    specs: {
      type: 'air',
      sockets: ['AM5', 'AM4', 'LGA1700', 'LGA1851'],
      heightMm: 155,
      fans: 1,
      tdpRatingW: 220,
    },
  },
  {
    name: 'Thermalright Peerless Assassin 120 SE',
    brand: 'Thermalright',
    category: 'cooler',
    details:
      'A dual-tower, dual-fan cooler that performs close to far more expensive models. Six heat pipes handle a Ryzen 7 7800X3D or Core i7 under gaming loads. At 157 mm tall, check your case and memory clearance.',
    priceTk: 4_300,
    stock: 27,
    origin: 'China',
    weightGrams: 1100,
    specs: {
      type: 'air',
      sockets: ['AM5', 'AM4', 'LGA1700', 'LGA1851'],
      heightMm: 155,
      fans: 2,
      tdpRatingW: 245,
    },
  },
  {
    name: 'Arctic Liquid Freezer III 360 A-RGB',
    brand: 'Arctic',
    category: 'cooler',
    details:
      'A 360 mm all-in-one liquid cooler with a thick radiator and a small VRM fan on the pump, built for hot chips like the Core i7-14700K. The fan cables run inside the tube sleeve for a clean look. Needs a case with 360 mm radiator support.',
    priceTk: 13_800,
    stock: 6,
    origin: 'China',
    weightGrams: 2300,
    specs: {
      type: 'liquid',
      sockets: ['AM5', 'AM4', 'LGA1700', 'LGA1851'],
      heightMm: 38,
      radiatorMm: 360,
      fans: 3,
      tdpRatingW: 300,
    },
  },
  {
    name: 'Noctua NH-D15 chromax.black',
    brand: 'Noctua',
    category: 'cooler',
    details:
      'A dual-tower air cooler that matches many 280 mm liquid coolers, with no pump to fail. The all-black version is quiet and very well built. It is large: it can block tall memory on some boards and needs 165 mm of case clearance.',
    priceTk: 16_500,
    stock: 0,
    origin: 'Taiwan',
    weightGrams: 1750,
    specs: {
      type: 'air',
      sockets: ['AM5', 'AM4', 'LGA1700', 'LGA1851'],
      heightMm: 165,
      fans: 2,
      tdpRatingW: 250,
    },
  },
];
