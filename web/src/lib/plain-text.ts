// Markdown-ish generated copy as plain text, for one-line previews (history rows) and for what Copy and the
// .txt download give (decision 019): heading marks, list marks, quote marks, rules, emphasis and code marks
// go; links and images keep their text. Line breaks stay, so a caller can fold them as it likes. With
// `lists: 'bullets'` an item keeps a plain bullet (• or its number), as a person types a list in an e-mail.
// Not a markdown parser: it reads the few forms the engines write.

const LINE_RULES: Array<[RegExp, string]> = [
  [/^\s{0,3}(?:[-*_]\s*){3,}$/, ''], // --- *** ___ (a rule)
  [/^\s{0,3}#{1,6}(?:\s+|$)/, ''], // # Heading
  [/\s+#+\s*$/, ''], // closing # of an ATX heading
  [/^\s{0,3}(?:>\s?)+/, ''], // > quote
  [/^\s{0,3}(?:=+|-+)\s*$/, ''], // setext underline
];

/** - item, 1. item, - [ ] task (with `lists: 'bullets'`, BULLET_RULES read these instead). */
const LIST_RULE: [RegExp, string] = [/^\s*(?:[-*+]|\d{1,9}[.)])\s+(?:\[[ xX]\]\s+)?/, ''];

const INLINE_RULES: Array<[RegExp, string]> = [
  [/!\[([^\]]*)\]\([^)]*\)/g, '$1'], // ![alt](src)
  [/\[([^\]]+)\]\([^)]*\)/g, '$1'], // [text](href)
  [/\[([^\]]+)\]\[[^\]]*\]/g, '$1'], // [text][ref]
  [/<((?:https?:|mailto:)[^>\s]+)>/g, '$1'], // <https://…>
  [/`+([^`]*)`+/g, '$1'], // `code`
  [/(\*\*|__|~~)(?=\S)(.*?\S)\1/g, '$2'], // **strong**, __strong__, ~~struck~~
  [/(^|[^\w*])\*(?=\S)([^*]*?\S)\*(?![\w*])/g, '$1$2'], // *em*
  [/(^|[^\w_])_(?=\S)([^_]*?\S)_(?!\w)/g, '$1$2'], // _em_ (not snake_case)
  [/\*\*|~~/g, ''], // an unclosed ** or ~~ (a cut-off draft)
  [/\\([\\`*_{}[\]()#+\-.!>~|])/g, '$1'], // \* and other escapes
];

/** A list item's mark as plain text: `- x` and `* x` become `• x`, `1) x` becomes `1. x`. */
const BULLET_RULES: Array<[RegExp, string]> = [
  [/^(\s*)[-*+]\s+(?:\[[ xX]\]\s+)?(?=\S)/, '$1• '],
  [/^(\s*)(\d{1,9})[.)]\s+(?:\[[ xX]\]\s+)?(?=\S)/, '$1$2. '],
];
const RULE_LINE = /^\s{0,3}(?:[-*_]\s*){3,}$/;

/** The text of `markdown` without its markup. */
export function plainText(markdown: string, opts: { lists?: 'drop' | 'bullets' } = {}): string {
  const bullets = opts.lists === 'bullets';
  const lineRules = bullets ? [...LINE_RULES, ...BULLET_RULES] : [...LINE_RULES, LIST_RULE];
  return markdown
    .split(/\r?\n/)
    .map((line) =>
      RULE_LINE.test(line) ? '' : lineRules.reduce((text, [pattern, to]) => text.replace(pattern, to), line),
    )
    .join('\n')
    .replace(/^\[[^\]]+\]:\s*\S+.*$/gm, '') // [ref]: https://… definitions
    .split('\n')
    .map((line) => INLINE_RULES.reduce((text, [pattern, to]) => text.replace(pattern, to), line))
    .join('\n')
    .trim();
}
