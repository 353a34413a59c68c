/**
 * Every tuning number of the offline writer, named, with the reason for its value (issue #25). Numbers
 * that are facts rather than choices (a week has 7 days) stay where they are used.
 */

// Understanding the prompt (understand/*).

/** YAKE's smoothing constant: a word seen once, in one sentence, still scores finitely. */
export const YAKE_SMOOTHING = 0.5;
/** A key phrase is at most this many words: longer runs are descriptions, not subjects. */
export const MAX_PHRASE_WORDS = 5;
/** A format name is at most this many words ("publication pour les réseaux sociaux"). */
export const MAX_FORMAT_WORDS = 5;
/** How much later in the prompt counts against a phrase (×1 at the start, ×1.5 at the end). */
export const POSITION_WEIGHT = 0.5;
/** A phrase right after "about" (only stop words between) is the subject most of all. */
export const MARKED_RIGHT_AFTER = 0.3;
/** A phrase further after "about" is still likelier the subject than one before it. */
export const MARKED_AFTER = 0.6;
/** A phrase in a relative clause only describes the subject: ranked after every other phrase. */
export const IN_RELATIVE_PENALTY = 100;
/** A place ("in unserem Laden") says where, not what: ranked well after the things. */
export const PLACED_PENALTY = 20;
/** Key phrases kept per prompt: a brief names a handful of things; the rest is noise. */
export const MAX_KEY_PHRASES = 6;
/** An audience is a short phrase; a longer one is a description ("for an app called …"). */
export const MAX_AUDIENCE_WORDS = 4;
/** Score of a named thing added as a key phrase of its own (worse than any ranked phrase). */
export const NAMED_PHRASE_SCORE = 1;
/** Score of the empty topic of a prompt with no subject (worse than everything). */
export const NO_SUBJECT_SCORE = 9;
/** A determiner stands at most this many tokens before its phrase (two short adjectives between). */
export const MAX_DETERMINER_DISTANCE = 3;
