// The limits of saved builds (My Builds), apart from their zod schemas so that the builder's
// page can read them without loading zod.

/** Saved builds one customer may keep. */
export const MAX_SAVED_BUILDS = 50;
/** The longest name a saved build may have, in characters, after trimming. */
export const MAX_BUILD_NAME = 80;
