/** Everything both server and web import: constants, enums, error codes, API schemas. */
export * from './banned-phrases.js';
export * from './constants.js';
export * from './enums.js';
export * from './errors.js';
export * from './rules.js';
export * from './schemas/auth.js';
export * from './schemas/common.js';
export * from './schemas/config.js';
export * from './schemas/contact.js';
export * from './schemas/content.js';
export * from './schemas/files.js';
export * from './schemas/rewrite.js';
export * from './schemas/text.js';
export * from './schemas/voice-profile.js';
export * from './schemas/voices.js';
export * from './voice-match-bands.js';
export * from './words.js';
