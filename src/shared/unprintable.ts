// Text the shop accepts must be printable: PostgreSQL refuses NUL in text outright, and
// the other control characters, lone UTF-16 halves and the noncharacters U+FFFE/U+FFFF
// only ever arrive by accident or by attack (they cannot be typed into a form, and they
// hide or garble what an admin reads). Tab, line feed and carriage return are allowed
// in multi-line fields (product details, an address, a review comment) and nowhere else.

const LONE_SURROGATE =
  '[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]';
const SINGLE_LINE = new RegExp(`[\\u0000-\\u001f\\u007f-\\u009f\\ufffe\\uffff]|${LONE_SURROGATE}`);
const MULTI_LINE = new RegExp(
  `[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f\\ufffe\\uffff]|${LONE_SURROGATE}`,
);

/** Why `text` is refused, naming the first character it may not hold; undefined when it is fine. */
export function unprintableIn(text: string, multiLine = false): string | undefined {
  const found = (multiLine ? MULTI_LINE : SINGLE_LINE).exec(text);
  if (!found) return undefined;
  const code = found[0].charCodeAt(0);
  const name = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  if (code >= 0xd800 && code <= 0xdfff) return `must not contain a lone surrogate (${name})`;
  if (code === 0x09 || code === 0x0a || code === 0x0d) {
    return `must be one line, without tabs or line breaks (${name})`;
  }
  return `must not contain control characters (${name})`;
}
