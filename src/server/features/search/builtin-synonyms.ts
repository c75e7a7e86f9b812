/**
 * The shop's own synonyms: each group a set of words or phrases a shopper uses for the same
 * thing. The category keys (cpu, gpu, psu, ...) are in the groups because every product's
 * document holds its category key, so "graphics card" finds every graphics card. The Bangla
 * words come in the spellings shoppers type; the owner's groups add to these
 * (GET/PUT /api/admin/search-synonyms).
 */
export const BUILTIN_SYNONYMS: readonly (readonly string[])[] = [
  ['cpu', 'processor', 'processors', 'প্রসেসর', 'প্রোসেসর', 'সিপিইউ'],
  [
    'gpu',
    'graphics card',
    'graphic card',
    'video card',
    'vga',
    'গ্রাফিক্স কার্ড',
    'গ্রাফিক্স',
    'গ্রাফিক কার্ড',
    'জিপিইউ',
  ],
  ['motherboard', 'mainboard', 'mobo', 'মাদারবোর্ড', 'মাদারবোড', 'মাদার বোর্ড'],
  ['memory', 'ram', 'র‍্যাম', 'র্যাম', 'রেম', 'মেমোরি'],
  ['storage', 'drive', 'স্টোরেজ'],
  ['ssd', 'solid state drive', 'এসএসডি'],
  ['hdd', 'hard disk', 'hard drive', 'harddisk', 'হার্ড ডিস্ক', 'হার্ডডিস্ক', 'হার্ডড্রাইভ'],
  ['psu', 'power supply', 'পাওয়ার সাপ্লাই', 'পাওয়ার সাপ্লাই', 'পাওয়ার সাপ্লাই'],
  ['case', 'casing', 'cabinet', 'chassis', 'কেসিং', 'কেস', 'ক্যাসিং'],
  // "cpu cooler" is one thing, a cooler: read as two words it named the processors too.
  ['cooler', 'cooling', 'cpu cooler', 'সিপিইউ কুলার', 'কুলার'],
  ['aio', 'liquid cooler', 'water cooler', 'liquid', 'লিকুইড কুলার'],
  ['monitor', 'display', 'screen', 'মনিটর', 'মনিটার', 'ডিসপ্লে'],
  ['inch', 'in', 'ইঞ্চি'],
  ['wifi', 'wi fi', 'wireless'],
  // The chip maker of every GeForce card, which the card's own maker's name leaves out.
  ['geforce', 'nvidia', 'এনভিডিয়া'],
];
