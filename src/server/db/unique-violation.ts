/**
 * The constraint a unique violation broke (node-postgres reports code 23505; drizzle
 * may wrap that error in its own), or undefined for any other error.
 */
export function uniqueViolation(error: unknown): string | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : 'unknown';
  }
  return undefined;
}
