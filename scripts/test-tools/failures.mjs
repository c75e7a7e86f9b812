// Picks out of a step's output what says which test failed and why, so the end of a long
// log (often the only part a CI page keeps) names every failure of every lane. Plain Node.

// Colour codes, which the test runners print even into a pipe when CI asks for colour.
const ANSI = /\x1b\[[0-9;]*m/g; // eslint-disable-line no-control-regex

// The line that opens a failure in the runner's closing summary (each also marks it as it
// runs, which would name it twice): Vitest's "FAIL  file > test", Playwright's
// "  1) [project] › file:line › test", and Prettier's "[warn] file" of a file it would change.
const OPENS = /^\s*(?:FAIL\s+\S|\d+\) \[|\[warn\] (?!Code style issues)\S)/;
// What follows it and says why: the error's first line, the locator, what was expected and
// received, the timeout.
const SAYS_WHY = /\b(?:Error|Locator|Expected|Received|expected|[Tt]imeout|timed out|exceeded)\b/;
// The bench's list of problems ("FAILED:", then one indented line each, bench/run.ts): kept
// whole, since each line is its own reason.
const LIST_OPENS = /^FAILED:$/;
const LISTED = /^ {2}\S/;
// How many lines after an opening line can say why, and how many of them are kept.
const WINDOW = 12;
const WHY_LINES = 4;

/**
 * A collector for one step's lines: `take` each line as it is printed, `lines()` at the end.
 * At most `limit` lines are kept, so a step with hundreds of failures cannot bury the rest.
 * @param {number} [limit]
 */
export function failureCollector(limit = 40) {
  /** @type {string[]} */
  const kept = [];
  let window = 0;
  let whyLeft = 0;
  let listing = false;
  let skipped = 0;
  const keep = (/** @type {string} */ line) => {
    if (kept.length < limit) kept.push(line.trimEnd());
    else skipped += 1;
  };
  return {
    /** @param {string} raw */
    take(raw) {
      const line = raw.replace(ANSI, '');
      if (listing && LISTED.test(line)) {
        keep(line);
        return;
      }
      listing = LIST_OPENS.test(line);
      if (listing) {
        keep(line);
      } else if (OPENS.test(line)) {
        window = WINDOW;
        whyLeft = WHY_LINES;
        keep(line);
      } else if (window > 0) {
        window -= 1;
        if (SAYS_WHY.test(line)) {
          keep(`    ${line.trim().slice(0, 300)}`);
          whyLeft -= 1;
          if (whyLeft === 0) window = 0;
        }
      }
    },
    lines() {
      return skipped > 0 ? [...kept, `    … and ${skipped} more lines`] : kept;
    },
  };
}
