// Form schemas of the auth screens, built from the shared API schemas plus the confirmation field
// the API does not see.
import { confirmEmailBody, emailSchema, newPasswordSchema } from '@inkprint/shared';
import { z } from 'zod';

const confirmField = z.string().min(1, { message: 'required' });

export const registerForm = z
  .object({ email: emailSchema, password: newPasswordSchema, confirmPassword: confirmField })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'password_mismatch',
  });
export type RegisterFormValues = z.input<typeof registerForm>;

export const resetPasswordForm = z
  .object({ password: newPasswordSchema, confirmPassword: confirmField })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'password_mismatch',
  });
export type ResetPasswordFormValues = z.input<typeof resetPasswordForm>;

/** The confirmation page's one field; the token comes from the link. */
export const confirmEmailForm = confirmEmailBody.pick({ password: true });
export type ConfirmEmailFormValues = z.input<typeof confirmEmailForm>;
