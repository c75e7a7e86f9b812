import { describe, expect, test } from 'vitest';
import { normaliseBdMobile } from './phone.ts';

describe('Bangladeshi mobile numbers', () => {
  test.each([
    ['01712345678', '01712345678'],
    ['+8801712345678', '01712345678'],
    ['8801912345678', '01912345678'],
    ['+880 1812-345678', '01812345678'],
    ['017 1234 5678', '01712345678'],
    ['০১৭১২-৩৪৫৬৭৮', '01712345678'],
    ['+৮৮০ ১৭১২ ৩৪৫৬৭৮', '01712345678'],
    ['+880 1712 345678', '01712345678'],
  ])('%s is read as %s', (input, local) => {
    expect(normaliseBdMobile(input)).toBe(local);
  });

  test.each([
    '',
    '12345',
    '0171234567',
    '017123456789',
    '01212345678',
    '+88001712345678',
    'phone',
    '০১২১২৩৪৫৬৭৮',
  ])('%s is refused', (input) => {
    expect(normaliseBdMobile(input)).toBeUndefined();
  });
});
