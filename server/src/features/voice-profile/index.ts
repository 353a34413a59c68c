/**
 * What other features may use of the voice profile (decision 038): its repository is the one writer of
 * `voice_profiles`; files reset a profile through here when the writing it learnt from changes.
 */
export { deleteProfile, profileSources } from './repository.js';
