/** The prompt as tokens: words with their sentence, their chunk between punctuation marks and their offsets. */
export interface Tok {
  text: string;
  lower: string;
  sentence: number;
  /** Index of the chunk between punctuation marks. */
  chunk: number;
  start: number;
  end: number;
  sentenceStart: boolean;
}

const WORD_RE = /[\p{L}\p{N}][\p{L}\p{N}'’\-.]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu;

export function tokenize(prompt: string, elidePrefixes: boolean): Tok[] {
  const toks: Tok[] = [];
  let sentence = 0;
  let chunk = 0;
  let last = 0;
  let sentenceStart = true;
  for (const m of prompt.matchAll(WORD_RE)) {
    let text = m[0];
    // A trailing abbreviation dot stays only on ordinals ("3." in German dates); otherwise drop it.
    if (text.endsWith('.') && !/^\d+\.$/.test(text)) text = text.replace(/\.+$/, '');
    const between = prompt.slice(last, m.index);
    const elided = /^(l|d|qu|j|n|s|c|m|t|dell|all|nell|sull|dall|un)['’](\p{L}.*)$/iu.exec(text);
    if (/[.!?;:\n]/.test(between)) {
      sentence += /[.!?\n]/.test(between) ? 1 : 0;
      sentenceStart = /[.!?\n]/.test(between) || sentenceStart;
      chunk++;
    } else if (/[,()"“”„«»‚‘–—]/.test(between)) chunk++;
    const at = m.index!;
    if (elided && elidePrefixes) {
      const head = `${elided[1]}'`;
      toks.push({
        text: head,
        lower: head.toLowerCase(),
        sentence,
        chunk,
        start: at,
        end: at + head.length,
        sentenceStart,
      });
      sentenceStart = false;
      const rest = elided[2]!;
      const rs = at + head.length;
      toks.push({
        text: rest,
        lower: rest.toLowerCase(),
        sentence,
        chunk,
        start: rs,
        end: rs + rest.length,
        sentenceStart,
      });
    } else {
      toks.push({
        text,
        lower: text.toLowerCase().replace(/’/g, "'"),
        sentence,
        chunk,
        start: at,
        end: at + text.length,
        sentenceStart,
      });
    }
    sentenceStart = false;
    last = m.index! + m[0].length;
  }
  return toks;
}

export const isCap = (t: string) => /^\p{Lu}/u.test(t);
export const hasDigit = (t: string) => /\p{N}/u.test(t);
