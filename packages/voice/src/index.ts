/** Inkprint voice engine: extract → structure → analyse → match. Pure functions, no I/O. */
export * from './extract/index.js';
