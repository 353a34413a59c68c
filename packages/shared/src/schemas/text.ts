/**
 * Text-field rules shared by every schema: no control characters (a NUL byte cannot be stored by
 * PostgreSQL, and line breaks in a one-line field forge lines in mails and logs). Multi-line fields allow
 * line breaks and tabs.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/u;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;

export function isSingleLineText(value: string): boolean {
  return !CONTROL_SINGLE_LINE.test(value);
}

export function isMultiLineText(value: string): boolean {
  return !CONTROL_MULTI_LINE.test(value);
}

export const INVALID_CHARACTERS = { message: 'invalid_characters' } as const;
