import fc from 'fast-check';

/**
 * The values the fuzzer sends: strings and numbers that PostgreSQL, Node or JavaScript
 * treat specially (the kin of NUL), classic attack strings, and real values of the shop
 * so that some requests are valid enough to reach deep code.
 */

/** Values the shop knows, so that some requests are valid enough to go deep. */
export interface KnownValues {
  productIds: string[];
  orderIds: string[];
  /** Accounts the fuzzer may act on; never the callers themselves. */
  victimEmails: string[];
  imagePaths: string[];
  password: string;
}

export const attackStrings = [
  "' OR '1'='1",
  "1'; DROP TABLE users; --",
  '1 UNION SELECT password_hash FROM users',
  '{"$gt":""}',
  '{"$ne":null}',
  '$where',
  'this.password.match(/.*/)',
  '__proto__',
  'constructor',
  'prototype',
  '\u0000',
  '%00',
  '%',
  '%E0%A4%A',
  '%ff%fe',
  '%ED%A0%80',
  '../../../etc/passwd',
  '..%2f..%2f',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x1F',
  '9007199254740993',
  '-2147483649',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  ' ',
  '',
  '\u202e\u0635\u0648\u0631\u0629',
  '\ud83d\udcbb\u200d\ud83d\udd25',
  '\ud800',
  'জিপিইউ',
  'Ｇｐｕ',
  'a\r\nSet-Cookie: x=1',
];

/** Stands for a JSON token written as is: numbers JSON.stringify cannot write, NaN. */
export class RawJson {
  constructor(readonly text: string) {}
}

const codePoints = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i));

/**
 * Text PostgreSQL or Node treats specially, by class. Every member of every class is
 * sent by the fixed-seed sweep somewhere (fuzz-sweep.ts), and the random runs draw
 * from all of them.
 */
export const KIN: Record<string, readonly string[]> = {
  nul: ['\u0000', 'a\u0000', '\u0000a'],
  c0: codePoints(0x01, 0x1f).map((c) => `a${c}b`),
  del: ['a\u007fb'],
  c1: codePoints(0x80, 0x9f).map((c) => `a${c}b`),
  loneSurrogates: ['\ud800', 'a\udfffb', '\udbff', '\udc00\ud800'],
  nonCharacters: ['\ufffe', 'a\uffffb'],
  bom: ['\ufeff', '\ufeffa'],
  bidi: ['\u202eevil', 'a\u202ab', '\u2066x\u2069', '\u200f', 'Circuit Haat\u202e (Official)'],
  overLong: ['a'.repeat(10_000), 'ক'.repeat(4_000), '😀'.repeat(2_000), '%'.repeat(3_000)],
  bigNumbers: [
    '2147483648',
    '-2147483649',
    '9223372036854775808',
    '-9223372036854775809',
    '9007199254740993',
    '1e309',
    '-0',
    '0x7fffffff',
    '1_000',
  ],
  notNumbers: ['NaN', 'Infinity', '-Infinity'],
  dates: [
    '10000-01-01',
    '0000-00-00',
    '-infinity',
    'infinity',
    '2026-02-30',
    'epoch',
    '4714-11-24 BC',
  ],
  dollarPatterns: ['$`', "$'", '$&', '$1', '$$', '$<name>', "Fan $` x $' y $& z"],
  objectKeys: ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'],
};

/** JSON number tokens beyond int32, int64 and the safe integers, and what JSON forbids. */
export const RAW_NUMBERS: readonly RawJson[] = [
  '2147483648',
  '-2147483649',
  '9223372036854775807',
  '9007199254740993',
  '123456789012345678901234567890',
  '1e308',
  '1e999',
  '-1e999',
  '5e-324',
  '-0',
  '1.0',
  'NaN',
  'Infinity',
].map((text) => new RawJson(text));

/** Percent-escapes that are not UTF-8: a stray byte, an over-long NUL, an encoded surrogate. */
export const INVALID_UTF8_ESCAPES = ['%ff', '%c0%80', '%ed%a0%80', '%e0%a4', '%', '%zz'];

/** The same as raw bytes, for bodies. */
export const INVALID_UTF8_BYTES: readonly Buffer[] = [
  Buffer.from([0xff]),
  Buffer.from([0xc0, 0x80]),
  Buffer.from([0xed, 0xa0, 0x80]),
  Buffer.from([0xe0, 0xa4]),
];

const kinClasses = Object.values(KIN);

export const protoKeys = [
  '__proto__',
  'constructor',
  'prototype',
  '__proto__.role',
  'role',
  'isAdmin',
];

export const fieldNames = [
  'productId',
  'quantity',
  'phone',
  'address',
  'rating',
  'comment',
  'name',
  'email',
  'password',
  'price',
  'details',
  'image',
  'status',
  'currentPassword',
  'newPassword',
  'photoUrl',
  'origin',
  'category',
  'brand',
  'specs',
  'q',
  'sort',
  'page',
  'pageSize',
  'productId[]',
  'returnTo',
  'w',
  'total',
  '_id',
];

export const printable = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map(String.fromCharCode),
});

export function nastyString(): fc.Arbitrary<string> {
  return fc.oneof(
    // A class first, then one of its members: NUL is as likely as any of the 32 C1 codes.
    {
      weight: 6,
      arbitrary: fc.constantFrom(...kinClasses).chain((members) => fc.constantFrom(...members)),
    },
    { weight: 4, arbitrary: fc.constantFrom(...attackStrings) },
    { weight: 3, arbitrary: fc.string() },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('a', 'ক', '😀', '%'), fc.integer({ min: 200, max: 20_000 }))
        .map(([unit, times]) => unit.repeat(times)),
    },
  );
}

export function validFor(field: string, known: KnownValues): fc.Arbitrary<unknown> {
  const pick = <T>(values: T[]) => (values.length ? fc.constantFrom(...values) : fc.constant(''));
  switch (field) {
    case 'productId':
      return pick(known.productIds);
    case '_id':
      return fc.oneof(pick(known.orderIds), fc.uuid());
    case 'quantity':
      return fc.integer({ min: 0, max: 4 });
    case 'rating':
      return fc.integer({ min: 0, max: 6 });
    case 'price':
      return fc.integer({ min: -1, max: 20_000_000 });
    case 'phone':
      return fc.constantFrom('01712345678', '+8801812345678', '0171234567');
    case 'email':
      return pick(known.victimEmails);
    case 'password':
    case 'currentPassword':
    case 'newPassword':
      return fc.constantFrom(known.password, 'short');
    case 'image':
    case 'photoUrl':
      return pick(known.imagePaths);
    case 'status':
      return fc.constantFrom('pending', 'confirmed', 'shipped', 'delivered', 'cancelled');
    case 'category':
      return fc.constantFrom('cpu', 'gpu', 'other');
    case 'page':
    case 'pageSize':
      return fc.integer({ min: 0, max: 200 }).map(String);
    case 'w':
      return fc.constantFrom('320', '480', '640', '960', '100');
    case 'sort':
      return fc.constantFrom('catalogue', 'price-asc', 'price-desc', 'newest', 'name');
    case 'returnTo':
      return fc.constantFrom('/products', '//evil.example', 'https://evil.example/');
    case 'specs':
      return fc.dictionary(fc.string({ maxLength: 10 }), fc.oneof(fc.string(), fc.integer()));
    default:
      return fc.string({ maxLength: 30 });
  }
}

export function nastyValue(): fc.Arbitrary<unknown> {
  const leaf = fc.oneof(
    nastyString(),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom(...RAW_NUMBERS),
    fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map((n) => Number(n)),
  );
  return fc.oneof(
    { weight: 5, arbitrary: leaf },
    { weight: 1, arbitrary: fc.array(leaf, { maxLength: 4 }) },
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.oneof(fc.constantFrom(...protoKeys), fc.string()), leaf, {
        maxKeys: 3,
      }),
    },
  );
}

/** Lone surrogates cannot be percent-encoded; U+FFFD stands in, as in String#toWellFormed. */
export function wellFormed(text: string): string {
  return text.replace(
    /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    '\ufffd',
  );
}
