/** Inkprint voice engine: extract → structure → analyse → match. Pure functions, no I/O. */
export * from './analysis/index.js';
export * from './extract/index.js';
