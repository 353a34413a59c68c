/** The whole database schema, one file per table. */
export * from './contact-messages.js';
export * from './files.js';
export * from './generations.js';
export * from './mail-deliveries.js';
export * from './rate-limits.js';
export * from './sessions.js';
export * from './tokens.js';
export * from './user-runs.js';
export * from './users.js';
export * from './voice-analyses.js';
export * from './voice-profiles.js';
export * from './voices.js';
