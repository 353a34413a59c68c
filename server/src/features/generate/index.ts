/** What other features may use of generation (decision 038): a stored generation as the API shows it. */
export { type GenerationRow, toContent } from './content-item.js';
