/**
 * Every tuning number of the offline writer, named, with the reason for its value (issue #25). Numbers
 * that are facts rather than choices (a week has 7 days) stay where they are used.
 */

// Understanding the prompt (understand/*).

/** YAKE's smoothing constant: a word seen once, in one sentence, still scores finitely. */
export const YAKE_SMOOTHING = 0.5;
/** Another language's own words (beyond the output's) that make a prompt that language's. */
export const OTHER_LANGUAGE_WORDS = 2;
/** Or the language detector's confidence in it, when the prompt's words lean that way too. */
export const OTHER_LANGUAGE_CONFIDENCE = 0.5;
/** An intent cue is a word's stem: the word may run this many letters past it ("launch" → "launching"). */
export const INTENT_CUE_ENDING = 4;
/** Characters after a bare number looked at for the month or time that makes it a date. */
export const DATE_LOOKAHEAD = 30;
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

// Preparing a request (prepare.ts).

/** A German author addresses readers as a group when "ihr/euch" outweighs "du/dich" by this rate. */
export const GROUP_ADDRESS_MARGIN = 0.002;
/** Semicolons per 1000 characters of the user's passages from which the draft may write them. */
export const SEMICOLONS_PER_1000_CHARS = 0.3;
/** Semicolon rate assumed with no passages: the language's joiners keep theirs. */
export const SEMICOLONS_WITHOUT_PASSAGES = 1;
/** English contractions per word of the user's passages from which the draft writes them. */
export const CONTRACTIONS_PER_WORD = 0.01;
/** Straight quotes the user must have written (and more than typographic ones) for the draft to use them. */
export const MIN_STRAIGHT_QUOTES = 2;
/** Mean sentence length assumed for a profile without one (a plain-prose average). */
export const DEFAULT_SENTENCE_LENGTH = 14;
/** Above this mean sentence length, three joined pairs per single sentence are tried. */
export const LONG_SENTENCES = 20;
/** Above this one, two per single sentence (else one). */
export const MEDIUM_SENTENCES = 12;
/** Above this one, three-clause sentences are made as well. */
export const VERY_LONG_SENTENCES = 18;
/** Joined sentences stop at this many times the single ones: enough choice, bounded work. */
export const MAX_JOINED_PER_SINGLE = 5;
/** Exclamations per sentence from which "!" variants of sentences join the pools. */
export const EXCLAMATION_VARIANTS_RATE = 0.03;
/** Key phrases turned into hashtags of a social post. */
export const HASHTAG_KEY_PHRASES = 2;
/** Hashtags of a social post at most (the key phrases' and the user's own). */
export const MAX_HASHTAGS = 4;
/** Paragraph length in words for a profile without one. */
export const DEFAULT_PARAGRAPH_WORDS = 50;

// Planning a draft (plan.ts); each content type's shares of the words are its layout, in plan.ts.

/** Paragraphs are at least this long (words), whatever the profile's … */
export const MIN_PARAGRAPH_WORDS = 25;
/** … but a social post's may be as short as this. */
export const MIN_SOCIAL_PARAGRAPH_WORDS = 10;
/** Paragraphs are at most this long: a wall of text reads badly in any voice. */
export const MAX_PARAGRAPH_WORDS = 110;
/** A blog post up to this many words has two sections … */
export const SHORT_BLOG_WORDS = 150;
/** … up to this many three, beyond it five. */
export const MEDIUM_BLOG_WORDS = 400;
/** Paragraphs get at least this share of the target, however many words the fixed lines take. */
export const MIN_PARAGRAPH_SHARE = 0.5;

// Building a candidate (candidate/*).

/** Weight of the calibrated distance D (about 0–1.5) against the selector's penalties (length, reused families). */
export const PRINT_SCALE = 0.6;
/** Sentences looked at per role, and twice that in all, for each choice: enough to find a good one, fast. */
export const SEEN_ROLE = 24;
/** At most this share of a draft's sentences may come verbatim from the user's passages. */
export const MAX_BORROWED = 0.15;
/** The average sentence length the budgets reckon with lies in this range (words), 12 without a profile. */
export const MIN_AVG_SENTENCE = 4;
export const MAX_AVG_SENTENCE = 30;
export const DEFAULT_AVG_SENTENCE = 12;
/** A sentence over budget costs its overshoot over the budget (at least this many words) … */
export const OVERSHOOT_FLOOR = 8;
/** … times this weight. */
export const OVERSHOOT_WEIGHT = 0.5;
/** A sentence that should end a paragraph costs its miss over the budget (at least this many words) … */
export const END_MISS_FLOOR = 6;
/** … times this weight. */
export const END_MISS_WEIGHT = 0.3;
/** Each earlier use of a sentence's family (the same pattern) costs this much: openers vary. */
export const FAMILY_PENALTY = 0.03;
/** A borrowed sentence costs this much: the writer's own lines win a tie. */
export const BORROWED_PENALTY = 0.01;
/** Random jitter on a choice's cost: seeds differ where sentences are about equal. */
export const CHOICE_JITTER = 0.004;
/** Frames tried per frame pattern for a paragraph's opener. */
export const FRAME_TRIES_PER_PATTERN = 6;
/** Random start among this many frame and phrase combinations. */
export const FRAME_START_RANGE = 64;
/** Sentences per paragraph at most (a guard: budgets end a paragraph long before). */
export const MAX_PARAGRAPH_SENTENCES = 80;
/** Words kept for a paragraph's closing sentence: at most this many … */
export const TAIL_RESERVE_WORDS = 12;
/** … and at most this share of the paragraph's goal (1 / 3). */
export const TAIL_RESERVE_DIVISOR = 3;
/** A paragraph stops when less than this share of an average sentence is left. */
export const STOP_SHARE_OF_SENTENCE = 0.5;
/** Within this many average sentences of the budget, a sentence should fit the end. */
export const FIT_END_SENTENCES = 2;
/** Rounds of dropping or adding whole sentences to land on the target length. */
export const LANDING_ROUNDS = 24;
/** The draft has landed within this share of the target (the hard rule, `checkDraft`, allows 10 %). */
export const LANDING_TOLERANCE = 0.04;
/** Swap attempts of the local search per 1000 words after the greedy fill. */
export const SWAP_ROUNDS = 150;
/** Swap attempts at least, however short the draft. */
export const MIN_SWAP_ROUNDS = 40;
/** A swap looks at sentences up to this many words longer or shorter … */
export const SWAP_LENGTH_SPREAD = 4;
/** … and at most this many of them. */
export const SWAP_CANDIDATES = 16;
/** A swap must bring the estimate down by more than this: no churn on rounding. */
export const SWAP_MIN_GAIN = 1e-4;
/** Emoji per 100 words from which the draft writes them (at paragraph ends). */
export const MIN_EMOJI_RATE = 0.3;

// Choosing among candidates (write.ts).

/** A short draft gets more candidates, about as much work as this many words (100 words: 15, 300: 5). */
export const CANDIDATE_WORK_WORDS = 500;
/** A draft counts as at least this long when its candidates are counted. */
export const MIN_CANDIDATE_WORDS = 100;
/** Primes that spread a request's seed and a candidate's index over the random generator's seeds. */
export const SEED_PRIME = 7919;
export const CANDIDATE_PRIME = 104729;
