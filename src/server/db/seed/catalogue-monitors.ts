import type { CatalogueProduct } from './catalogue.ts';

export const monitors: CatalogueProduct[] = [
  {
    name: 'MSI MAG 274QRF QD E2 27" 180Hz',
    brand: 'MSI',
    category: 'monitor',
    details:
      'A 27-inch 1440p gaming monitor with a 180 Hz Rapid IPS panel and quantum dot colour. Sharp and fast enough for both competitive shooters and story games. The stand adjusts for height, tilt and swivel.',
    priceTk: 31_500,
    stock: 12,
    origin: 'China',
    weightGrams: 6900,
    specs: { sizeIn: 27, resolution: '2560x1440', refreshHz: 180, panel: 'IPS' },
  },
  {
    name: 'ASUS TUF Gaming VG249Q3A 24" 180Hz',
    brand: 'ASUS',
    category: 'monitor',
    details:
      'A 24-inch 1080p monitor running at 180 Hz, a good match for an RTX 4060 or RX 7600. The Fast IPS panel gives accurate colours and wide viewing angles. The stand only tilts, so you may want a VESA arm.',
    priceTk: 16_200,
    stock: 24,
    origin: 'China',
    weightGrams: 4600,
    specs: { sizeIn: 23.8, resolution: '1920x1080', refreshHz: 180, panel: 'IPS' },
  },
  {
    name: 'Samsung Odyssey G5 LS27CG510 27" 165Hz',
    brand: 'Samsung',
    category: 'monitor',
    details:
      'A flat 27-inch 1440p VA monitor at 165 Hz with deep contrast for dark scenes and films. VA panels smear a little in fast dark motion compared with IPS. Its HDR is basic; treat it as an SDR monitor.',
    priceTk: 25_500,
    stock: 9,
    origin: 'Vietnam',
    weightGrams: 5800,
    specs: { sizeIn: 27, resolution: '2560x1440', refreshHz: 165, panel: 'VA' },
  },
  {
    name: 'AOC 24G4 24" 180Hz',
    brand: 'AOC',
    category: 'monitor',
    details:
      'An affordable 24-inch 1080p gaming monitor at 180 Hz with a height-adjustable stand, unusual at this price. A good entry point for esports titles on a mid-range graphics card.',
    priceTk: 14_500,
    stock: 20,
    origin: 'China',
    weightGrams: 4300,
    specs: { sizeIn: 23.8, resolution: '1920x1080', refreshHz: 180, panel: 'IPS' },
  },
];
