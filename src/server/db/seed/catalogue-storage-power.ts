import type { CatalogueProduct } from './catalogue.ts';

export const storage: CatalogueProduct[] = [
  {
    name: 'Samsung 990 PRO 1TB PCIe 4.0 NVMe SSD',
    brand: 'Samsung',
    category: 'storage',
    details:
      "One of the fastest PCIe 4.0 drives, close to the interface's limit for reads and writes. Ideal as a system and game drive. Samsung rates it for 600 TB written under a 5-year warranty.",
    priceTk: 13_500,
    stock: 19,
    origin: 'South Korea',
    weightGrams: 60,
    specs: { interface: 'nvme', formFactor: 'm2', capacityGb: 1000 },
  },
  {
    name: 'WD_BLACK SN770 1TB NVMe SSD',
    brand: 'Western Digital',
    category: 'storage',
    details:
      'A DRAM-less PCIe 4.0 drive that still reads at up to 5150 MB/s, so games load about as quickly as on pricier drives. It runs cool without a heatsink, which suits small builds and laptops.',
    priceTk: 9_200,
    stock: 23,
    origin: 'Malaysia',
    weightGrams: 60,
    specs: { interface: 'nvme', formFactor: 'm2', capacityGb: 1000 },
  },
  {
    name: 'Crucial P3 Plus 2TB PCIe 4.0 NVMe SSD',
    brand: 'Crucial',
    category: 'storage',
    details:
      'Plenty of storage for the money: 2 TB of PCIe 4.0 for a large game library. It uses QLC flash, so long file copies slow down once its cache fills; gaming and everyday use are unaffected.',
    priceTk: 14_200,
    stock: 10,
    origin: 'Malaysia',
    weightGrams: 60,
    specs: { interface: 'nvme', formFactor: 'm2', capacityGb: 2000 },
  },
  {
    name: 'Kingston NV3 500GB PCIe 4.0 NVMe SSD',
    brand: 'Kingston',
    category: 'storage',
    details:
      'An entry-level NVMe drive to replace a hard disk as the boot drive of an older or budget PC. 500 GB fits Windows and a few games. Modest for PCIe 4.0, but far faster than any SATA drive.',
    priceTk: 4_300,
    stock: 35,
    origin: 'Taiwan',
    weightGrams: 55,
    specs: { interface: 'nvme', formFactor: 'm2', capacityGb: 500 },
  },
  {
    name: 'Seagate BarraCuda 2TB 3.5" Hard Drive',
    brand: 'Seagate',
    category: 'storage',
    details:
      'Cheap bulk storage for photos, videos and older games. It is much slower than an SSD, so keep Windows on an NVMe drive and use this for everything else. Needs a SATA cable and a 3.5-inch bay.',
    priceTk: 7_200,
    stock: 15,
    origin: 'Thailand',
    weightGrams: 650,
    specs: { interface: 'sata', formFactor: '3.5', capacityGb: 2000 },
  },
];
export const psus: CatalogueProduct[] = [
  {
    name: 'Corsair RM850e 850W 80 PLUS Gold ATX 3.0',
    brand: 'Corsair',
    category: 'psu',
    details:
      'A quiet, fully modular 850 W unit with a native 12VHPWR cable, so it powers an RTX 4070 SUPER or 4080 without adapters. Enough headroom for a high-end single-GPU build. Corsair backs it with a 7-year warranty.',
    priceTk: 15_500,
    stock: 13,
    origin: 'China',
    weightGrams: 2100,
    specs: { wattage: 850, efficiency: '80 PLUS Gold', formFactor: 'atx', modular: 'full' },
  },
  {
    name: 'Cooler Master MWE Gold 750 V2 Full Modular',
    brand: 'Cooler Master',
    category: 'psu',
    details:
      'A fully modular 750 W Gold unit that covers most single-GPU builds up to an RTX 4070 SUPER class card. Flat black cables make tidy routing easy. Good value for a mid-range gaming PC.',
    priceTk: 11_200,
    stock: 17,
    origin: 'China',
    weightGrams: 2000,
    specs: { wattage: 750, efficiency: '80 PLUS Gold', formFactor: 'atx', modular: 'full' },
  },
  {
    name: 'DeepCool PK650D 650W 80 PLUS Bronze',
    brand: 'DeepCool',
    category: 'psu',
    details:
      'A non-modular 650 W Bronze unit for budget and mid-range builds with cards like the RTX 4060 or RX 7600. The cables are fixed, so leave some routing space in the case. Its DC-to-DC design keeps voltages stable.',
    priceTk: 6_200,
    stock: 30,
    origin: 'China',
    weightGrams: 1800,
    specs: { wattage: 650, efficiency: '80 PLUS Bronze', formFactor: 'atx', modular: 'none' },
  },
  {
    name: 'MSI MAG A750GL PCIE5 750W 80 PLUS Gold',
    brand: 'MSI',
    category: 'psu',
    details:
      'An ATX 3.0 Gold unit with a native 16-pin PCIe 5.0 cable for the latest graphics cards. Fully modular, with flat cables. A sensible choice for an RTX 4070 SUPER or RX 7800 XT build.',
    priceTk: 10_800,
    stock: 1,
    origin: 'China',
    weightGrams: 2050,
    specs: { wattage: 750, efficiency: '80 PLUS Gold', formFactor: 'atx', modular: 'full' },
  },
];
