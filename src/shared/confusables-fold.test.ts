import { describe, expect, test } from 'vitest';
import { foldConfusables } from './confusables-fold.ts';

describe('the confusables fold', () => {
  test.each([
    ['Suppоrt Team', 'Support Team'], // Cyrillic о
    ['Admın', 'Admin'], // dotless ı
    ['Adm\u0131\u0307n', 'Admin'], // dotless ı with a combining dot above
    ['Ꮪtaff', 'Staff'], // Cherokee S
    ['ΟFFΙCΙΑL', 'OFFlClAL'], // Greek capitals: a capital iota reads as l, as a capital I does in UTS #39
    ['οfficιal', 'official'], // Greek ο and ι
    ['Ｓｕｐｐｏｒｔ', 'Support'], // full width, through NFKC
    ['ꜰꜱ', 'Fs'], // small capitals
  ])('%s reads as %s', (text, latin) => {
    expect(foldConfusables(text)).toBe(latin);
  });

  test.each(['মোহাম্মদ রফিকুল ইসলাম', 'সাদিয়া আফরিন', 'তাহমিনা আক্তার', 'আবদুল্লাহ আল মামুন'])(
    'leaves the Bangla name %s as it is',
    (name) => {
      expect(foldConfusables(name)).toBe(name);
    },
  );
});
