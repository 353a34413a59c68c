/** Plain rules the schemas and the interface share, free of zod so a page can use them without loading it. */
import { PASSWORD_RULES } from './constants.js';

/** Same score as the settings strength bar: one point each for length ≥ 8, upper, lower, digit, symbol. */
export function passwordScore(password: string): number {
  let score = 0;
  if (password.length >= PASSWORD_RULES.minLength) score++;
  if (/\p{Lu}/u.test(password)) score++;
  if (/\p{Ll}/u.test(password)) score++;
  if (/\p{Nd}/u.test(password)) score++;
  if (/[^\p{L}\p{Nd}]/u.test(password)) score++;
  return score;
}

/** A single word: no whitespace inside (one-word rule, docs/product.md#validation). Empty is allowed. */
export function isSingleWord(value: string): boolean {
  return !/\s/u.test(value.trim());
}
