/** GET /api/auth/export: all account data as a JSON attachment, so a plain link downloads it with the
 * session cookie; there is no fetcher. */
export const EXPORT_URL = '/api/auth/export';
