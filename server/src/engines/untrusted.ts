/**
 * Text from users (uploaded passages, the brief, habits measured in their documents) as prompt data that
 * can never form a prompt delimiter (docs/decisions/018-request-edges.md). A one-pass tag filter is beaten
 * by `</writ</writing_sample>ing_sample>`, `< /writing_sample>`, fullwidth brackets or a zero-width space
 * inside the name; escaping every angle bracket is beaten by nothing: with no `<` left in user text, no tag
 * can start there. So:
 *   1. invisible characters go: format characters (bidi overrides and isolates, zero-width spaces and joiners,
 *      the byte-order mark, Unicode tag characters that smuggle hidden ASCII) and control characters other
 *      than tab and newline. A zero-width joiner between two emoji stays (it draws one family, one flag);
 *   2. `<` and `>`, and the brackets a model reads as them (fullwidth, small, CJK and mathematical angle
 *      brackets), become `&lt;` and `&gt;`, which the prompt tells the model about.
 */

/** Format (Cf) and control (Cc) characters, except tab, newline and a joiner inside an emoji sequence. */
const INVISIBLE =
  /(?![\t\n])[\p{Cc}]|(?<!\p{Extended_Pictographic}\uFE0F?)\u200D|\u200D(?!\p{Extended_Pictographic})|(?!\u200D)\p{Cf}/gu;
/** A half of a surrogate pair without its other half (a cut in the middle of an emoji). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const LINE_BREAKS = /\r\n?|[\u2028\u2029\u0085]/g;
const OPENING = /[<\uFF1C\uFE64\u2329\u3008\u27E8]/g;
const CLOSING = /[>\uFF1E\uFE65\u232A\u3009\u27E9]/g;

/** Text from a user, safe to place between the prompt's delimiters. */
export function asPromptData(text: string): string {
  return text
    .replace(LONE_SURROGATE, '\uFFFD')
    .replace(LINE_BREAKS, '\n')
    .replace(INVISIBLE, '')
    .replace(OPENING, '&lt;')
    .replace(CLOSING, '&gt;');
}
