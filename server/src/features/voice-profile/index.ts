/** What other features may use of the voice profile (decision 038): the SQL files and voices share with it. */
export * as store from './store.js';
