/**
 * One rewrite with a language model, whatever the model (decision 035): the draft, the check
 * (rewrite-check.ts), at most one revision that names what to fix, and the better of the two kept. The
 * engines (model-engine.ts, local/engine.ts) give it a `chat` that sends the conversation so far.
 */
import { outputOf } from './check.js';
import {
  assessRewrite,
  betterRewrite,
  type RewriteAssessment,
  rewriteRevisionInstruction,
  rewriteSourceOf,
} from './rewrite-check.js';
import type { GenerationHooks, GenerationOutput, RewriteInput } from './types.js';
import { asPromptData } from './untrusted.js';

export interface Turn {
  role: 'user' | 'assistant';
  text: string;
}

export interface RewriteChat {
  /** Sends the turns (the system prompt is the engine's) and resolves to the whole answer. */
  send(turns: Turn[], stage: 'draft' | 'revision', maxTokens: number): Promise<string>;
  /** Tokens a revision may use once the draft and the instruction are in the conversation; null: no room. */
  revisionBudget?(draft: string, instruction: string): number | null;
}

export async function runRewrite(opts: {
  input: RewriteInput;
  hooks: GenerationHooks;
  /** The user message of the engine's prompt (the source, delimited). */
  user: string;
  maxTokens: number;
  chat: RewriteChat;
  model: string;
}): Promise<GenerationOutput> {
  const { input, hooks, chat } = opts;
  const source = rewriteSourceOf(input);
  const first: Turn[] = [{ role: 'user', text: opts.user }];
  const draftText = await chat.send(first, 'draft', opts.maxTokens);
  const draft = assessRewrite(input, source, draftText);
  let kept: RewriteAssessment = draft;
  let revised = false;
  if (draft.faults.length > 0) {
    const instruction = rewriteRevisionInstruction(draft.faults, input.language, asPromptData);
    const budget = chat.revisionBudget ? chat.revisionBudget(draftText, instruction) : opts.maxTokens;
    if (budget !== null) {
      hooks.onRevising?.();
      try {
        const text = await chat.send(
          [...first, { role: 'assistant', text: draftText }, { role: 'user', text: instruction }],
          'revision',
          budget,
        );
        revised = true;
        const second = assessRewrite(input, source, text);
        if (betterRewrite(draft, second, source.words) === 'revision') kept = second;
      } catch (err) {
        // A cancelled request stays cancelled; a failed revision leaves the (complete) draft.
        if (hooks.signal?.aborted) throw err;
      }
    }
  }
  return outputOf({ ...kept, faults: [] }, revised, opts.model);
}
