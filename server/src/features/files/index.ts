/**
 * What other features may use of files (decision 038): the voice profile reads a voice's files through here —
 * their fingerprint, their counts, and the stored sections an analysis learns from.
 */
export { type CorpusSection, fileCounts, fileIds, usableSections } from './repository.js';
