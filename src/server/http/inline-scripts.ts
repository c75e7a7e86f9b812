import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The built page carries one inline script (the theme, written in by the build so it
// costs no request before the first paint). The CSP allows exactly that script by its
// SHA-256 and no other: an injected inline script has another hash and does not run.

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** CSP sources (`'sha256-…'`) for the inline scripts of the built page in `webDir`. */
export function inlineScriptHashes(webDir: string): string[] {
  const page = join(webDir, 'index.html');
  if (!existsSync(page)) return [];
  const html = readFileSync(page, 'utf8');
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, code]) =>
      `'sha256-${createHash('sha256')
        .update(code ?? '')
        .digest('base64')}'`,
  );
}
