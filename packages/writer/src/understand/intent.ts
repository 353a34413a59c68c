/** Intent: from cue stems in the prompt, in order of specificity; the content type's when none is there. */
import type { PromptContext } from './context.js';
import type { Intent } from './types.js';

export function intentOf(p: PromptContext, contentTypeIntent: Intent): Intent {
  // Format words name the text, not its purpose ("newsletter" is no "new").
  const lowers = p.toks.map((t) => t.lower).filter((w) => !p.format.has(w));
  for (const [name, cues] of p.lex.intents) {
    const list = cues.split('|');
    for (const w of lowers) if (list.some((c) => w.startsWith(c))) return name;
  }
  return contentTypeIntent;
}
