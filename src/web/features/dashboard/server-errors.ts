import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiRequestError } from '../../lib/api-client.ts';

/** The message to show in a toast for a failed call: the server's own when there is one. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}

/**
 * Puts the server's per-field messages (a 400's `issues`) under the matching
 * fields, so a rule only the server knows still shows where it applies.
 */
export function showFieldIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  if (!isApiRequestError(error, 400) || !error.issues) return;
  for (const [field, message] of Object.entries(error.issues)) {
    const known = fields.find((name) => name === field);
    if (known) setError(known, { message });
  }
}
