/**
 * Bangladesh's 8 divisions and 64 districts, with their English and Bangla names. A district's
 * English name is its id everywhere (orders, delivery settings). Older English spellings that
 * customers still type (Chittagong, Comilla, Jessore, Bogra, Barisal) are accepted as aliases.
 */

export interface Division {
  name: string;
  nameBn: string;
}

export interface District {
  name: string;
  nameBn: string;
  division: string;
}

export const DIVISIONS = [
  { name: 'Barishal', nameBn: 'বরিশাল' },
  { name: 'Chattogram', nameBn: 'চট্টগ্রাম' },
  { name: 'Dhaka', nameBn: 'ঢাকা' },
  { name: 'Khulna', nameBn: 'খুলনা' },
  { name: 'Mymensingh', nameBn: 'ময়মনসিংহ' },
  { name: 'Rajshahi', nameBn: 'রাজশাহী' },
  { name: 'Rangpur', nameBn: 'রংপুর' },
  { name: 'Sylhet', nameBn: 'সিলেট' },
] as const satisfies readonly Division[];

type DivisionName = (typeof DIVISIONS)[number]['name'];

const byDivision: Record<DivisionName, [name: string, nameBn: string][]> = {
  Barishal: [
    ['Barguna', 'বরগুনা'],
    ['Barishal', 'বরিশাল'],
    ['Bhola', 'ভোলা'],
    ['Jhalokati', 'ঝালকাঠি'],
    ['Patuakhali', 'পটুয়াখালী'],
    ['Pirojpur', 'পিরোজপুর'],
  ],
  Chattogram: [
    ['Bandarban', 'বান্দরবান'],
    ['Brahmanbaria', 'ব্রাহ্মণবাড়িয়া'],
    ['Chandpur', 'চাঁদপুর'],
    ['Chattogram', 'চট্টগ্রাম'],
    ['Cumilla', 'কুমিল্লা'],
    ["Cox's Bazar", 'কক্সবাজার'],
    ['Feni', 'ফেনী'],
    ['Khagrachhari', 'খাগড়াছড়ি'],
    ['Lakshmipur', 'লক্ষ্মীপুর'],
    ['Noakhali', 'নোয়াখালী'],
    ['Rangamati', 'রাঙ্গামাটি'],
  ],
  Dhaka: [
    ['Dhaka', 'ঢাকা'],
    ['Faridpur', 'ফরিদপুর'],
    ['Gazipur', 'গাজীপুর'],
    ['Gopalganj', 'গোপালগঞ্জ'],
    ['Kishoreganj', 'কিশোরগঞ্জ'],
    ['Madaripur', 'মাদারীপুর'],
    ['Manikganj', 'মানিকগঞ্জ'],
    ['Munshiganj', 'মুন্সিগঞ্জ'],
    ['Narayanganj', 'নারায়ণগঞ্জ'],
    ['Narsingdi', 'নরসিংদী'],
    ['Rajbari', 'রাজবাড়ী'],
    ['Shariatpur', 'শরীয়তপুর'],
    ['Tangail', 'টাঙ্গাইল'],
  ],
  Khulna: [
    ['Bagerhat', 'বাগেরহাট'],
    ['Chuadanga', 'চুয়াডাঙ্গা'],
    ['Jashore', 'যশোর'],
    ['Jhenaidah', 'ঝিনাইদহ'],
    ['Khulna', 'খুলনা'],
    ['Kushtia', 'কুষ্টিয়া'],
    ['Magura', 'মাগুরা'],
    ['Meherpur', 'মেহেরপুর'],
    ['Narail', 'নড়াইল'],
    ['Satkhira', 'সাতক্ষীরা'],
  ],
  Mymensingh: [
    ['Jamalpur', 'জামালপুর'],
    ['Mymensingh', 'ময়মনসিংহ'],
    ['Netrokona', 'নেত্রকোণা'],
    ['Sherpur', 'শেরপুর'],
  ],
  Rajshahi: [
    ['Bogura', 'বগুড়া'],
    ['Chapainawabganj', 'চাঁপাইনবাবগঞ্জ'],
    ['Joypurhat', 'জয়পুরহাট'],
    ['Naogaon', 'নওগাঁ'],
    ['Natore', 'নাটোর'],
    ['Pabna', 'পাবনা'],
    ['Rajshahi', 'রাজশাহী'],
    ['Sirajganj', 'সিরাজগঞ্জ'],
  ],
  Rangpur: [
    ['Dinajpur', 'দিনাজপুর'],
    ['Gaibandha', 'গাইবান্ধা'],
    ['Kurigram', 'কুড়িগ্রাম'],
    ['Lalmonirhat', 'লালমনিরহাট'],
    ['Nilphamari', 'নীলফামারী'],
    ['Panchagarh', 'পঞ্চগড়'],
    ['Rangpur', 'রংপুর'],
    ['Thakurgaon', 'ঠাকুরগাঁও'],
  ],
  Sylhet: [
    ['Habiganj', 'হবিগঞ্জ'],
    ['Moulvibazar', 'মৌলভীবাজার'],
    ['Sunamganj', 'সুনামগঞ্জ'],
    ['Sylhet', 'সিলেট'],
  ],
};

export const DISTRICTS: readonly District[] = DIVISIONS.flatMap(({ name: division }) =>
  byDivision[division].map(([name, nameBn]) => ({ name, nameBn, division })),
);

const ALIASES: Record<string, string> = {
  chittagong: 'Chattogram',
  comilla: 'Cumilla',
  jessore: 'Jashore',
  bogra: 'Bogura',
  barisal: 'Barishal',
  'coxs bazar': "Cox's Bazar",
  'cox bazar': "Cox's Bazar",
  jhalakathi: 'Jhalokati',
  maulvibazar: 'Moulvibazar',
  netrakona: 'Netrokona',
  nawabganj: 'Chapainawabganj',
};

/** Case, spacing and apostrophes do not matter; Bangla names match as written. */
function key(text: string): string {
  return text
    .normalize('NFC')
    .trim()
    .toLowerCase()
    .replace(/[’'`]/g, '')
    .replace(/[\s-]+/g, ' ');
}

const lookup = new Map<string, District>();
for (const district of DISTRICTS) {
  lookup.set(key(district.name), district);
  lookup.set(key(district.nameBn), district);
}
for (const [alias, name] of Object.entries(ALIASES)) {
  const district = lookup.get(key(name));
  if (district) lookup.set(alias, district);
}

/** The district a customer named, in English (current or older spelling) or Bangla. */
export function findDistrict(text: string): District | undefined {
  return lookup.get(key(text));
}

/** Every name a district answers to, as keys: English, Bangla and its older spellings. */
const namesOf = new Map<string, string[]>(
  DISTRICTS.map((district) => [district.name, [key(district.name), key(district.nameBn)]]),
);
for (const [alias, name] of Object.entries(ALIASES)) namesOf.get(name)?.push(alias);

/**
 * The districts whose name (English, Bangla or an older spelling) contains what was typed, in
 * list order: "chitta" finds Chattogram, as do "চট্ট" and "Chattogram". Nothing typed finds
 * all. The one owner of district search, for the district box and the admin's zone table.
 */
export function searchDistricts(text: string): District[] {
  const wanted = key(text);
  if (!wanted) return [...DISTRICTS];
  return DISTRICTS.filter((district) =>
    namesOf.get(district.name)?.some((name) => name.includes(wanted)),
  );
}

/** The older spelling of a district that matches what was typed, to show beside its name. */
export function spellingTyped(district: District, text: string): string | undefined {
  const wanted = key(text);
  if (!wanted) return undefined;
  const own = [key(district.name), key(district.nameBn)];
  if (own.some((name) => name.includes(wanted))) return undefined;
  const alias = Object.keys(ALIASES).find(
    (old) => ALIASES[old] === district.name && old.includes(wanted),
  );
  return alias && alias.replace(/\b\w/g, (letter) => letter.toUpperCase());
}
