import { CATEGORY_LABELS, type Category } from '../categories.ts';
import { productSpecsSchemaFor } from './part-specs.ts';

/**
 * What is wrong with a product's specs for its category, by field (`specs.<key>`): the one
 * check the admin's form, the add and edit calls all make. No issues means the specs are fine.
 */
export function specsIssues(category: Category, specs: unknown): Record<string, string> {
  const parsed = productSpecsSchemaFor(category).safeParse(specs);
  const issues: Record<string, string> = {};
  if (parsed.success) return issues;
  for (const issue of parsed.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        issues[`specs.${key}`] ??= `not a spec of ${CATEGORY_LABELS[category]}`;
      }
      continue;
    }
    const key = issue.path[0];
    issues[key === undefined ? 'specs' : `specs.${String(key)}`] ??= issue.message;
  }
  return issues;
}
