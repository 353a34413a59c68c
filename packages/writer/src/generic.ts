/**
 * Generic copy: the same brief written by the offline writer with no voice profile (no analysis, no
 * habits, no passages) — what plain copy for that brief reads like. A draft in the user's voice is shown
 * against it ("+22 points more like you than generic copy", decision 023), and bench:voice measures it.
 */
import type { VoiceAnalysis } from '@inkprint/voice';
import type { WriteRequest, WriteResult } from './types.js';
import { writeDraft } from './write.js';

/** The writer reads every part of the voice optionally; none at all is its neutral, default voice. */
const NO_VOICE = { analysis: undefined as unknown as VoiceAnalysis, passages: [] };

/** Deterministic per request and seed, like every offline draft; nothing of any user goes in. */
export function writeGeneric(request: WriteRequest): WriteResult {
  return writeDraft(request, NO_VOICE);
}
