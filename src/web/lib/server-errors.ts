import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiRequestError } from './api-client.ts';

// The one way every form shows what the server refused. A 400 answer carries
// `issues: { field: message }`; those messages go under the matching fields,
// exactly where the browser's own checks put theirs. Anything else (a 409, a
// network failure) is a message for the whole form or a toast.

/** The message to show in a toast for a failed call: the server's own when there is one. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}

/** The server's messages for the form's own fields, in the form's field order. */
function fieldIssues<T extends FieldValues>(error: unknown, fields: readonly Path<T>[]) {
  if (!isApiRequestError(error, 400) || !error.issues) return [];
  const issues = error.issues;
  return fields.flatMap((field) => {
    const message = issues[field];
    return message ? [{ field, message }] : [];
  });
}

/** Whether a failure is a 400 that names one of these fields (so it shows under that field). */
export function namesAField<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
): boolean {
  return fieldIssues(error, fields).length > 0;
}

/**
 * Puts the server's per-field messages under the matching fields, so a rule only
 * the server knows still shows where it applies, and moves focus to the first.
 * Fields the form does not have are left out. Answers whether any field got one.
 */
export function showFieldIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  const issues = fieldIssues(error, fields);
  issues.forEach(({ field, message }, index) =>
    setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
  return issues.length > 0;
}
