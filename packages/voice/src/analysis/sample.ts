/**
 * How much of a corpus the analysis reads, and so how much of one long file is worth extracting.
 */

/** Tokens the analysis samples for its vocabulary, n-gram and readability figures (spread over the corpus). */
export const SAMPLE_TOKENS = 50_000;

/**
 * Words read from one PDF before the reader stops at the end of that page (decision 037): more than the
 * analysis samples, so a long book is cut at its first pages rather than read whole past the deadline.
 */
export const PDF_WORD_CAP = 60_000;
