/** POST /api/contact. */
import { z } from 'zod';
import { FIELD_LIMITS } from '../constants.js';
import { CONTACT_SUBJECTS } from '../enums.js';
import { emailSchema } from './auth.js';
import { INVALID_CHARACTERS, isMultiLineText, isSingleLineText } from './text.js';

export const contactBody = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, { message: 'required' })
    .max(FIELD_LIMITS.contactName, { message: 'too_long' })
    .refine(isSingleLineText, INVALID_CHARACTERS),
  email: emailSchema,
  subject: z.enum(CONTACT_SUBJECTS, { message: 'invalid_choice' }),
  message: z
    .string()
    .trim()
    .min(1, { message: 'required' })
    .max(FIELD_LIMITS.contactMessage, { message: 'too_long' })
    .refine(isMultiLineText, INVALID_CHARACTERS),
});
export type ContactBody = z.infer<typeof contactBody>;
