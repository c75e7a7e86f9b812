/** Spec filters travel as `spec.<key>=<value>` (docs/product.md#spec-filters); no zod here. */
export const SPEC_PARAM_PREFIX = 'spec.';
