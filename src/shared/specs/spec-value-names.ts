// How a stored spec value reads to a shopper. The spec schemas (part-specs.ts) keep some
// values as short lowercase words the compatibility rules compare ("atx", "nvme", "m2");
// every place that shows a value (the product page's table, compare, the builder, the spec
// filters) asks here, so "atx" reads "ATX" everywhere and a new word is named once.

const NAMES: Readonly<Record<string, string>> = {
  atx: 'ATX',
  sfx: 'SFX',
  nvme: 'NVMe',
  sata: 'SATA',
  m2: 'M.2',
  '2.5': '2.5-inch',
  '3.5': '3.5-inch',
  full: 'Fully modular',
  semi: 'Semi-modular',
  none: 'Not modular',
  air: 'Air',
  liquid: 'Liquid',
  true: 'Yes',
  false: 'No',
};

/** The readable name of one spec value; a value with no name of its own reads as stored. */
export function specValueName(value: string | number | boolean): string {
  const text = String(value);
  return NAMES[text] ?? text;
}
