import { describe, expect, test } from 'vitest';
import { defuseLinks } from './customer-text.ts';

describe('defuseLinks', () => {
  test.each([
    ['visit https://phish.example/unlock', 'visit https[:]//phish[.]example/unlock'],
    ['www.bank-login.com now', 'www[.]bank-login[.]com now'],
    ['write to help@phish.example', 'write to help@phish[.]example'],
    ['HTTP://EVIL.EXAMPLE', 'HTTP[:]//EVIL[.]EXAMPLE'],
    ['mailto:x@y.example', 'mailto[:]x@y[.]example'],
    ['javascript:alert(1)', 'javascript[:]alert(1)'],
    ['open http://192.168.10.1/login', 'open http[:]//192[.]168[.]10[.]1/login'],
    ['full-width dot phish\uFF0Eexample', 'full-width dot phish[.]example'],
    ['ideographic dot phish\u3002example', 'ideographic dot phish[.]example'],
  ])('%s is no link', (typed, shown) => {
    expect(defuseLinks(typed)).toBe(shown);
  });

  test.each([
    'House 4, Road 2, Shaheb Bazar, Boalia, Rajshahi',
    'Flat 5B, Rd. 27 (old), Dhanmondi, Dhaka-1209',
    'Near the 2.5 km mark, Sec 10',
    'বাড়ি ১২, রোড ৫, মিরপুর, ঢাকা',
  ])('an ordinary address is left as typed: %s', (address) => {
    expect(defuseLinks(address)).toBe(address);
  });
});
