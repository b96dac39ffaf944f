/**
 * Control characters (U+0000 to U+001F and U+007F) never belong in a password. scrypt pads a
 * key with zero bytes, so 'pw\0' would otherwise hash exactly like 'pw'.
 */
export function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * Characters that show as nothing: controls (C0 and C1, U+0085 among them), format characters
 * (zero-width space and joiners, direction marks, the soft hyphen, U+FEFF), line and paragraph
 * separators, and lone surrogates (which UTF-8 turns into U+FFFD, so two passwords would hash
 * alike). A new password of them could not be seen, checked or typed again.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u;

export function hasInvisibleCharacter(value: string): boolean {
  return INVISIBLE.test(value);
}

/** Nothing but white space once the invisible characters are left out. */
export function isBlankPassword(value: string): boolean {
  return value.replace(new RegExp(INVISIBLE.source, "gu"), "").trim() === "";
}

/** The admin password's length rules, shared by the settings form, the API and the server's settings. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 1024;

export type PasswordStrength = "tooShort" | "weak" | "fair" | "strong";

/**
 * A rough hint while typing, not a rule: length counts most, and each kind of character
 * (lower case, upper case, digits, others) adds to it. Repeating one character earns nothing.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length < PASSWORD_MIN_LENGTH) return "tooShort";
  const kinds = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((re) => re.test(password)).length;
  const distinct = new Set(password).size;
  if (distinct < 5) return "weak";
  const score = password.length + kinds * 3 + Math.min(distinct, 16) / 2;
  if (score >= 30) return "strong";
  if (score >= 22) return "fair";
  return "weak";
}
