/** Inkprint voice engine: extract → structure → analyse → match. Pure functions, no I/O. */
export const VOICE_ENGINE_VERSION = 1;
