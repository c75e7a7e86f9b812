import { describe, expect, test } from 'vitest';
import { unprintableIn } from '../unprintable.ts';
import { hasInvisibleCharacters, withoutInvisibleCharacters } from './visible-text.ts';

// The text rule's characters one by one: what the third outside audit typed into names,
// contacts and addresses, and the Bangla a customer really types, joiners included.

const hex = (character: string) =>
  `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

describe('text that reads as what it is', () => {
  test.each(
    [
      '\u2028', // line separator
      '\u2029', // paragraph separator
      '\u115F', // Hangul choseong filler
      '\u1160', // Hangul jungseong filler
      '\u3164', // Hangul filler
      '\uFFA0', // half-width Hangul filler
      '\u2800', // blank braille pattern
      '\u034F', // combining grapheme joiner
      '\u180E', // Mongolian vowel separator
      '\u2060', // word joiner
      '\u00AD', // soft hyphen
      '\u202E', // right-to-left override
      '\u200B', // zero-width space
      '\u200D', // a joiner between Latin letters
      '\uFE0F', // a variation selector on nothing
      '\u{E0041}', // a tag character
    ].map((character) => [hex(character), character]),
  )('refuses %s inside a word and as the whole text', (_name, character) => {
    expect(hasInvisibleCharacters(`Rahim${character}Uddin`)).toBe(true);
    expect(hasInvisibleCharacters(character.repeat(3))).toBe(true);
    expect(withoutInvisibleCharacters(`Rahim${character}Uddin`)).toBe('RahimUddin');
  });

  test.each([
    'Nusrat Jahan',
    'মোহাম্মদ রফিকুল ইসলাম',
    'র\u200D্যাচেল খান', // র + ZWJ + ্য: the ya-phala as phonetic keyboards type it
    'র\u200C্যাব হোসেন', // the same with a non-joiner
    'ক্\u200Cষমা', // a conjunct kept apart with a non-joiner
    'র\u200D্যাংগস ভবন, ১১৭/এ তেজগাঁও',
    'Salma ❤️', // a heart with its emoji variation selector
    'Zoë O’Brien',
  ])('accepts "%s"', (text) => {
    expect(hasInvisibleCharacters(text)).toBe(false);
    expect(withoutInvisibleCharacters(text)).toBe(text);
  });
});

describe('text that can be stored and shown', () => {
  test.each(['\u0085', '\u009B', '\uFFFF', '\uFFFE', '\uFDD0', '\u{1FFFF}', '\u0001'])(
    'refuses %j in one line and in several',
    (character) => {
      expect(unprintableIn(`Fan${character}Hub`)).toBeDefined();
      expect(unprintableIn(`Fan${character}Hub`, true)).toBeDefined();
    },
  );
});
