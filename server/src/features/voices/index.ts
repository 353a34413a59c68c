/** What other features may use of voices (decision 038): which voice a call works on. */
export {
  createDefaultVoice,
  findVoiceOrDefault,
  resolveVoice,
  type VoiceRow,
  voiceExists,
} from './lookup.js';
