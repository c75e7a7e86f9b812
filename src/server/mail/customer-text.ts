// Text a customer typed (an address line, a name) that a shop-branded mail repeats. The
// shop's name on the mail lends it trust, so it must never arrive as a working link: a
// customer could type "visit https://phish.example/unlock" into their own order and have
// the shop deliver it to any inbox (issue 34, F7; docs/security.md).

/** Dots as mail clients read them in a host name: the ASCII dot and its IDNA look-alikes. */
const DOT = '[.\u3002\uFF0E\uFF61]';
/** A dot inside a host-like word ("phish.example", "www.x.com", "a@b.co"). */
const HOST_DOT = new RegExp(`(?<=[\\p{L}\\p{N}_-])${DOT}(?=[\\p{L}\\p{N}-]*\\p{L})`, 'gu');
/** The dots of a bare IPv4 address. */
const IPV4 = new RegExp(`\\b\\d{1,3}(?:${DOT}\\d{1,3}){3}\\b`, 'gu');
/** "scheme:" before "//", and the schemes that work without it. */
const SCHEME = /\b([a-z][a-z0-9+.-]*):(?=\/\/)|\b(mailto|javascript|data|tel|sms):/gi;

/**
 * The text with every link-looking part made inert the way security mail does it:
 * `https://phish.example/unlock` becomes `https[:]//phish[.]example/unlock`, which a
 * reader can still read and no mail client turns into a link. Applied to both the plain
 * text and (before escaping) the HTML part.
 */
export function defuseLinks(text: string): string {
  return text
    .replace(SCHEME, (_match, scheme?: string, bare?: string) => `${scheme ?? bare}[:]`)
    .replace(IPV4, (address) => address.replace(new RegExp(DOT, 'gu'), '[.]'))
    .replace(HOST_DOT, '[.]');
}
