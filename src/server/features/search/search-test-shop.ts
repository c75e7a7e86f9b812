import sharp from 'sharp';
import type { Category } from '../../../shared/categories.ts';
import type { Specs } from '../../db/schema.ts';
import { saveWebpImage } from '../images/index.ts';
import { signUpOwner, type SignedIn } from '../../test/auth-test-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';

/** A part as a Bangladeshi shop lists it; `key` names it in the tests. */
export interface ListedPart {
  key: string;
  name: string;
  brand: string;
  category: Category;
  details: string;
  specs: Specs;
  stock?: number;
  price?: number;
}

// Thirty-odd parts named the way Star Tech, Ryans and the Computer City shops list them.
export const LISTED_PARTS: readonly ListedPart[] = [
  {
    key: 'i5',
    name: 'Intel Core i5-14400F Processor',
    brand: 'Intel',
    category: 'cpu',
    details: '10 cores, 16 threads, up to 4.7 GHz. No integrated graphics.',
    specs: { socket: 'LGA1700', cores: 10 },
  },
  {
    key: 'i7',
    name: 'Intel Core i7-14700K Processor',
    brand: 'Intel',
    category: 'cpu',
    details: '20 cores, unlocked, up to 5.6 GHz.',
    specs: { socket: 'LGA1700', cores: 20 },
  },
  {
    key: 'r7600',
    name: 'AMD Ryzen 5 7600 Processor',
    brand: 'AMD',
    category: 'cpu',
    details: '6 cores, 12 threads, Wraith Stealth cooler in the box.',
    specs: { socket: 'AM5', cores: 6 },
  },
  {
    key: 'r7800',
    name: 'AMD Ryzen 7 7800X3D Processor',
    brand: 'AMD',
    category: 'cpu',
    details: '8 cores with 3D V-Cache, the gaming favourite.',
    specs: { socket: 'AM5', cores: 8 },
  },
  {
    key: 'r5600',
    name: 'AMD Ryzen 5 5600X Processor',
    brand: 'AMD',
    category: 'cpu',
    details: '6 cores, 12 threads for AM4 boards.',
    specs: { socket: 'AM4', cores: 6 },
    stock: 0,
  },
  {
    key: 'rtx4060',
    name: 'MSI GeForce RTX 4060 Ventus 2X Black 8GB OC',
    brand: 'MSI',
    category: 'gpu',
    details: 'Dual fan graphics card with DLSS 3.',
    specs: { chip: 'GeForce RTX 4060', vramGb: 8 },
  },
  {
    key: 'rtx4070s',
    name: 'ASUS Dual GeForce RTX 4070 SUPER OC Edition 12GB GDDR6X',
    brand: 'ASUS',
    category: 'gpu',
    details: 'Axial-tech fans, 2.5 slot design.',
    specs: { chip: 'GeForce RTX 4070 SUPER', vramGb: 12 },
  },
  {
    key: 'rx7600',
    name: 'Gigabyte Radeon RX 7600 Gaming OC 8GB',
    brand: 'Gigabyte',
    category: 'gpu',
    details: 'WINDFORCE cooling, three fans.',
    specs: { chip: 'Radeon RX 7600', vramGb: 8 },
  },
  {
    key: 'rtx4060ti',
    name: 'Zotac Gaming GeForce RTX 4060 Ti Twin Edge 8GB',
    brand: 'Zotac',
    category: 'gpu',
    details: 'Compact twin fan card.',
    specs: { chip: 'GeForce RTX 4060 Ti', vramGb: 8 },
  },
  {
    key: 'b550m',
    name: 'MSI B550M PRO-VDH WiFi',
    brand: 'MSI',
    category: 'motherboard',
    details: 'Micro ATX board with Wi-Fi and two M.2 slots.',
    specs: { socket: 'AM4', chipset: 'B550', formFactor: 'Micro-ATX', wifi: true },
  },
  {
    key: 'b650m',
    name: 'Gigabyte B650M DS3H',
    brand: 'Gigabyte',
    category: 'motherboard',
    details: 'Supports AMD Ryzen 5 7000 series and Ryzen 7 processors.',
    specs: { socket: 'AM5', chipset: 'B650', formFactor: 'Micro-ATX' },
  },
  {
    key: 'b760m',
    name: 'ASUS PRIME B760M-A D4',
    brand: 'ASUS',
    category: 'motherboard',
    details: 'DDR4 board for 12th to 14th gen Intel Core.',
    specs: { socket: 'LGA1700', chipset: 'B760', formFactor: 'Micro-ATX' },
  },
  {
    key: 'ddr5',
    name: 'Corsair Vengeance 32GB (2x16GB) DDR5 6000MHz RAM',
    brand: 'Corsair',
    category: 'memory',
    details: 'Dual channel kit, Intel XMP 3.0.',
    specs: { memoryType: 'DDR5', modules: 2, moduleGb: 16 },
  },
  {
    key: 'ddr4',
    name: 'G.Skill Ripjaws V 16GB (2x8GB) DDR4 3200MHz',
    brand: 'G.Skill',
    category: 'memory',
    details: 'Low profile heat spreader.',
    specs: { memoryType: 'DDR4', modules: 2, moduleGb: 8 },
  },
  {
    key: 'ddr5b',
    name: 'TeamGroup T-Force Delta RGB 32GB DDR5 6400MHz',
    brand: 'TeamGroup',
    category: 'memory',
    details: 'RGB light bar.',
    specs: { memoryType: 'DDR5', modules: 2, moduleGb: 16 },
  },
  {
    key: '990pro',
    name: 'Samsung 990 PRO 1TB PCIe 4.0 NVMe M.2 SSD',
    brand: 'Samsung',
    category: 'storage',
    details: 'Up to 7450 MB/s reads.',
    specs: { interface: 'nvme', formFactor: 'm2', capacityGb: 1000 },
  },
  {
    key: 'nv2',
    name: 'Kingston NV2 500GB NVMe SSD',
    brand: 'Kingston',
    category: 'storage',
    details: 'PCIe 4.0 x4, 3500 MB/s.',
    specs: { interface: 'nvme', formFactor: 'm2', capacityGb: 500 },
  },
  {
    key: 'hdd',
    name: 'Seagate BarraCuda 2TB 7200RPM SATA Hard Drive',
    brand: 'Seagate',
    category: 'storage',
    details: '3.5 inch desktop drive, 256MB cache.',
    specs: { interface: 'sata', formFactor: '3.5', capacityGb: 2000 },
  },
  {
    key: 'sata-ssd',
    name: 'WD Blue SA510 1TB 2.5" SATA SSD',
    brand: 'Western Digital',
    category: 'storage',
    details: 'Up to 560 MB/s.',
    specs: { interface: 'sata', formFactor: '2.5', capacityGb: 1000 },
  },
  {
    key: 'rm850e',
    name: 'Corsair RM850e 850W 80 Plus Gold Fully Modular Power Supply',
    brand: 'Corsair',
    category: 'psu',
    details: 'ATX 3.0 with a native 12V-2x6 cable.',
    specs: { wattage: 850, efficiency: '80 Plus Gold', modular: 'full' },
  },
  {
    key: 'csk650',
    name: 'Antec CSK650 650W 80 Plus Bronze PSU',
    brand: 'Antec',
    category: 'psu',
    details: 'Quiet 120mm fan.',
    specs: { wattage: 650, efficiency: '80 Plus Bronze', modular: 'none' },
  },
  {
    key: 'lancool',
    name: 'Lian Li Lancool 216 RGB Mid Tower Casing',
    brand: 'Lian Li',
    category: 'case',
    details: 'Two 160mm fans at the front, mesh panel.',
    specs: { maxGpuLengthMm: 392 },
  },
  {
    key: 'montech',
    name: 'Montech Air 903 Max ATX Case',
    brand: 'Montech',
    category: 'case',
    details: 'Four ARGB fans, tempered glass.',
    specs: { maxGpuLengthMm: 400 },
  },
  {
    key: 'ak620',
    name: 'DeepCool AK620 Dual Tower CPU Air Cooler',
    brand: 'DeepCool',
    category: 'cooler',
    details: 'Two 120mm fans, 260W heat dissipation.',
    specs: { type: 'air', heightMm: 160 },
  },
  {
    key: 'galahad',
    name: 'Lian Li Galahad II Trinity 360 AIO Liquid Cooler',
    brand: 'Lian Li',
    category: 'cooler',
    details: 'Three 120mm fans on a 360mm radiator.',
    specs: { type: 'liquid', radiatorMm: 360 },
  },
  {
    key: 'ultragear',
    name: 'LG UltraGear 24GN60R 24" 144Hz IPS Gaming Monitor',
    brand: 'LG',
    category: 'monitor',
    details: 'Full HD, 1ms response.',
    specs: { sizeIn: 24, refreshHz: 144, panel: 'IPS' },
  },
  {
    key: 'odyssey',
    name: 'Samsung Odyssey G5 27 inch 180Hz QHD Gaming Monitor',
    brand: 'Samsung',
    category: 'monitor',
    details: 'VA panel, 1ms.',
    specs: { sizeIn: 27, refreshHz: 180, panel: 'VA' },
  },
  {
    key: 's2721ds',
    name: 'Dell S2721DS 27" QHD IPS Monitor',
    brand: 'Dell',
    category: 'monitor',
    details: 'Built-in speakers, 75Hz.',
    specs: { sizeIn: 27, refreshHz: 75, panel: 'IPS' },
  },
  {
    key: 'g502',
    name: 'Logitech G502 HERO Gaming Mouse',
    brand: 'Logitech',
    category: 'other',
    details: '25K sensor, 11 programmable buttons.',
    specs: {},
  },
  {
    key: 'k552',
    name: 'Redragon K552 Kumara Mechanical Gaming Keyboard',
    brand: 'Redragon',
    category: 'other',
    details: 'Tenkeyless, blue switches.',
    specs: {},
  },
  {
    key: 'maxfit',
    name: 'Fantech MAXFIT61 Mechanical Keyboard',
    brand: 'Fantech',
    category: 'other',
    details: '60% layout, hot-swap.',
    specs: {},
  },
];

/** Adds the parts through the admin API as the shop's owner; answers each part's id by its key. */
export async function stockShop(
  shop: TestApp,
): Promise<{ ids: Map<string, string>; owner: SignedIn }> {
  const owner = await signUpOwner(shop.app, shop.database.db);
  const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#345678' } })
    .webp()
    .toBuffer();
  const image = (await saveWebpImage(shop.database.db, bytes, { width: 8, height: 8 })).url;
  const ids = new Map<string, string>();
  for (const part of LISTED_PARTS) {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: owner.headers,
      payload: {
        name: part.name,
        brand: part.brand,
        category: part.category,
        details: part.details,
        specs: part.specs,
        price: part.price ?? 10_000,
        quantity: part.stock ?? 5,
        image,
      },
    });
    if (response.statusCode !== 201) throw new Error(`${part.name}: ${response.body}`);
    ids.set(part.key, response.json<{ insertedId: string }>().insertedId);
  }
  return { ids, owner };
}
