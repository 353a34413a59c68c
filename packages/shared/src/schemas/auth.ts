/** Request and response schemas of the /api/auth calls (docs/api.md, "Accounts"). */
import { z } from 'zod';
import { FIELD_LIMITS, PASSWORD_RULES } from '../constants.js';
import { isSingleWord, passwordScore } from '../rules.js';
import { INVALID_CHARACTERS, isSingleLineText } from './text.js';

export const emailSchema = z
  .string()
  .trim()
  .min(1, { message: 'required' })
  .max(FIELD_LIMITS.email, { message: 'too_long' })
  .refine(isSingleLineText, INVALID_CHARACTERS)
  .pipe(z.email({ message: 'invalid_email' }))
  .transform((v) => v.toLowerCase());

export const loginPasswordSchema = z
  .string()
  .min(1, { message: 'required' })
  .max(PASSWORD_RULES.maxLength, { message: 'too_long' })
  .refine(isSingleLineText, INVALID_CHARACTERS);

export const newPasswordSchema = z
  .string()
  .min(1, { message: 'required' })
  .max(PASSWORD_RULES.maxLength, { message: 'too_long' })
  .refine(isSingleLineText, INVALID_CHARACTERS)
  .refine((v) => v.length >= PASSWORD_RULES.minLength, { message: 'password_too_short' })
  .refine((v) => passwordScore(v) >= PASSWORD_RULES.minScore, { message: 'password_too_weak' });

const nameSchema = z
  .string()
  .trim()
  .max(FIELD_LIMITS.name, { message: 'too_long' })
  .refine(isSingleLineText, INVALID_CHARACTERS)
  .refine(isSingleWord, { message: 'one_word' });

export const tokenSchema = z
  .string()
  .trim()
  .min(1, { message: 'required' })
  .max(512, { message: 'too_long' })
  .refine(isSingleLineText, INVALID_CHARACTERS);

export const registerBody = z.strictObject({ email: emailSchema, password: newPasswordSchema });
export const loginBody = z.strictObject({ email: emailSchema, password: loginPasswordSchema });
export const emailBody = z.strictObject({ email: emailSchema });
/**
 * Confirming an address takes the link's token and the password chosen at registration: the link proves
 * the inbox, the password says whose registration it is (decision 017).
 */
export const confirmEmailBody = z.strictObject({ token: tokenSchema, password: loginPasswordSchema });
/** Deleting the account asks for the current password, as changing it does (ASVS 3.7.1). */
export const deleteAccountBody = z.strictObject({ current_password: loginPasswordSchema });
/** A missing or malformed token is simply not valid, so the query accepts anything string-like. */
export const tokenQuery = z.object({ token: z.string().max(512).optional().catch(undefined) });
export const resetPasswordBody = z.strictObject({ token: tokenSchema, password: newPasswordSchema });
export const changePasswordBody = z.strictObject({
  current_password: loginPasswordSchema,
  new_password: newPasswordSchema,
});
export const updateProfileBody = z.strictObject({
  first_name: nameSchema,
  last_name: nameSchema,
  company_name: z
    .string()
    .trim()
    .max(FIELD_LIMITS.company, { message: 'too_long' })
    .refine(isSingleLineText, INVALID_CHARACTERS),
});

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company_name: z.string(),
  active: z.boolean(),
  email_confirmed: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const messageReply = z.object({ message: z.string() });
export const checkAuthReply = z.object({ authenticated: z.boolean(), user: userSchema.nullable() });
export const userReply = z.object({ user: userSchema });
export const registerReply = z.object({ user: userSchema, message: z.string() });
export const profileReply = z.object({ profile: userSchema });
export const profileUpdateReply = z.object({ profile: userSchema, message: z.string() });
export const validateTokenReply = z.object({ valid: z.boolean(), error: z.string().optional() });

export type RegisterBody = z.infer<typeof registerBody>;
export type LoginBody = z.infer<typeof loginBody>;
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;
