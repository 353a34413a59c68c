/** Inkprint's built-in offline writer: structured first drafts in the user's voice, no model, no network. */

export {
  checkDraft,
  type RuleReport,
  repeatedSentences,
  sentencesOf,
  UNFILLED_SLOT,
  usesAddress,
} from './check.js';
export { writeGeneric } from './generic.js';
export { applyGrammar } from './grammar.js';
export { type RankedText, type RankOptions, rankTexts } from './rank.js';
export { simpleStyle } from './shape.js';
export type { AddressForm, Passage, WriteChunk, WriteRequest, WriteResult, WriterVoice } from './types.js';
export { type Intent, type KeyPhrase, type PromptUnderstanding, understandPrompt } from './understand.js';
export { CANDIDATES, OFFLINE_ENGINE, resolveAddress, type WriterRun, write, writeDraft } from './write.js';
