import { z } from 'zod';
import { LOCALES } from '../shared/locales.ts';
import { loginSchema } from './advertiser.ts';

/** How long a mailed reset link works; it works once. */
export const RESET_LINK_MINUTES = 60;

export const RESET_REQUESTED_MESSAGE =
  'If an account uses this email, we have mailed it a link to set a new password. The link works once, within 1 hour.';
export const RESET_LINK_INVALID = 'This reset link has expired or was used already. Ask for a new one.';
export const PASSWORD_RESET_DONE = 'Your password is changed. Log in with the new password.';

export const requestPasswordResetSchema = z.object({
  email: loginSchema.shape.email,
  locale: z.enum(LOCALES).default('en'),
});

export const resetPasswordSchema = z.object({
  token: z.string('This reset link is not complete').min(20, 'This reset link is not complete').max(200),
  password: z
    .string('Password must be at least 6 characters')
    .min(6, 'Password must be at least 6 characters')
    .max(200, 'Password must be under 200 characters'),
});
