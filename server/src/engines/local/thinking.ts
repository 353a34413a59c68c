/**
 * Reasoning models and the drafts they write. SmolLM3 (the default model, decision 024) and other hybrid
 * models "think" — write a `<think>…</think>` block before the answer — unless their chat template is
 * rendered in its no-think form, which the runtime does (runtime.ts). Any think block that still comes (from
 * a model whose template has no such switch) is removed from what is streamed and from the final text: a
 * user must never see the model's notes as part of their draft.
 */

const OPEN = '<think>';
const CLOSE = '</think>';

/**
 * Removes think blocks from a stream of text pieces, whatever the way the tags are split between pieces.
 * Text that might be the start of a tag is held back until the next piece tells; `end()` returns what is
 * held (an unclosed think block is dropped).
 */
export class ThinkFilter {
  #held = '';
  #inside = false;

  push(piece: string): string {
    this.#held += piece;
    let out = '';
    for (;;) {
      if (this.#inside) {
        const close = this.#held.indexOf(CLOSE);
        if (close === -1) {
          // Keep only what could be the start of the closing tag.
          this.#held = this.#held.slice(Math.max(0, this.#held.length - (CLOSE.length - 1)));
          return out;
        }
        this.#held = this.#held.slice(close + CLOSE.length).replace(/^\s+/, '');
        this.#inside = false;
        continue;
      }
      const open = this.#held.indexOf(OPEN);
      if (open !== -1) {
        out += this.#held.slice(0, open);
        this.#held = this.#held.slice(open + OPEN.length);
        this.#inside = true;
        continue;
      }
      // Hold back a tail that could begin "<think>".
      const keep = partialTagLength(this.#held, OPEN);
      out += this.#held.slice(0, this.#held.length - keep);
      this.#held = this.#held.slice(this.#held.length - keep);
      return out;
    }
  }

  end(): string {
    const rest = this.#inside ? '' : this.#held;
    this.#held = '';
    this.#inside = false;
    return rest;
  }
}

/** The text without its think blocks (an unclosed one is dropped to the end). */
export function stripThinking(text: string): string {
  const filter = new ThinkFilter();
  return (filter.push(text) + filter.end()).trim();
}

/** The length of the longest tail of `text` that is a proper prefix of `tag`. */
function partialTagLength(text: string, tag: string): number {
  for (let n = Math.min(tag.length - 1, text.length); n > 0; n--) {
    if (text.endsWith(tag.slice(0, n))) return n;
  }
  return 0;
}
