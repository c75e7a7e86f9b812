// Text the shop accepts must be printable: PostgreSQL refuses NUL in text outright, and
// the other control characters (C0 and C1), lone UTF-16 halves and the noncharacters
// (U+FFFE/U+FFFF of every plane, U+FDD0-U+FDEF) only ever arrive by accident or by attack
// (they cannot be typed into a form, and they hide or garble what an admin reads). Tab,
// line feed and carriage return are allowed in multi-line fields (product details, an
// address, a review comment) and nowhere else. What a person may type but must not be
// able to hide behind (invisible fillers, line separators) is schemas/visible-text.ts's.

// With the u flag a class matches whole code points: \p{Cs} finds only a lone surrogate
// (a pair is one emoji), and \p{Noncharacter_Code_Point} the noncharacters above U+FFFF.
// Written as strings: the control characters are the point, not a slip.
const REFUSED_EVERYWHERE = '\\u000e-\\u001f\\u007f-\\u009f\\p{Noncharacter_Code_Point}\\p{Cs}';
const SINGLE_LINE = new RegExp(`[\\u0000-\\u000d${REFUSED_EVERYWHERE}]`, 'u');
const MULTI_LINE = new RegExp(`[\\u0000-\\u0008\\u000b\\u000c${REFUSED_EVERYWHERE}]`, 'u');

/** Why `text` is refused, naming the first character it may not hold; undefined when it is fine. */
export function unprintableIn(text: string, multiLine = false): string | undefined {
  const found = (multiLine ? MULTI_LINE : SINGLE_LINE).exec(text);
  if (!found) return undefined;
  const code = found[0].codePointAt(0)!;
  const name = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  if (code >= 0xd800 && code <= 0xdfff) return `must not contain a lone surrogate (${name})`;
  if (code === 0x09 || code === 0x0a || code === 0x0d) {
    return `must be one line, without tabs or line breaks (${name})`;
  }
  return `must not contain control characters (${name})`;
}
