// Settings form schemas: the shared profile schema, and change-password plus its confirmation field.
import { changePasswordBody } from '@inkprint/shared';
import { z } from 'zod';

export const changePasswordForm = changePasswordBody
  .extend({ confirm_password: z.string().min(1, { message: 'required' }) })
  .refine((v) => v.new_password === v.confirm_password, {
    path: ['confirm_password'],
    message: 'password_mismatch',
  });
export type ChangePasswordFormValues = z.input<typeof changePasswordForm>;
