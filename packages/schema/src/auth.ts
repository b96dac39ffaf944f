import { z } from "zod";

import {
  hasInvisibleCharacter,
  isBlankPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "@repo/domain";

import { PasswordSchema } from "./recipe";

export type NewPasswordProblem = "control" | "tooShort" | "tooLong" | "blank" | "same";

const PROBLEMS: Record<NewPasswordProblem, string> = {
  control: "The new password must not contain control, format or other invisible characters",
  tooShort: `The new password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  tooLong: `The new password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  blank: "The new password must not be whitespace or invisible characters only",
  same: "The new password must differ from the current one",
};

/**
 * The one rule for a new admin password, in the CMS form, the password change,
 * `admin:reset-password` and ADMIN_PASSWORD: no control, format or other invisible characters
 * (scrypt would read 'abc' plus NULs as 'abc'; twelve zero-width spaces look like nothing), 12 to
 * 1024 characters that are not all whitespace once the invisible ones are left out, not the current one.
 */
export function newPasswordProblem(password: string, current?: string): NewPasswordProblem | null {
  // Blank first: twelve zero-width spaces are told they are blank, the more helpful of the two.
  if (password.length >= PASSWORD_MIN_LENGTH && isBlankPassword(password)) return "blank";
  if (hasInvisibleCharacter(password)) return "control";
  if (password.length < PASSWORD_MIN_LENGTH) return "tooShort";
  if (password.length > PASSWORD_MAX_LENGTH) return "tooLong";
  if (current !== undefined && password === current) return "same";
  return null;
}

/** The problem's message for API answers and the command line. */
export const newPasswordMessage = (problem: NewPasswordProblem): string => PROBLEMS[problem];

/** The CMS's password change: the current password proves it is the admin at the keyboard. */
export const ChangePasswordInputSchema = z
  .object({
    currentPassword: PasswordSchema.pipe(z.string().min(1)),
    newPassword: z.string(),
  })
  .superRefine(({ currentPassword, newPassword }, ctx) => {
    const problem = newPasswordProblem(newPassword, currentPassword);
    if (problem) ctx.addIssue({ code: "custom", path: ["newPassword"], message: PROBLEMS[problem] });
  });
export type ChangePasswordInput = z.input<typeof ChangePasswordInputSchema>;
