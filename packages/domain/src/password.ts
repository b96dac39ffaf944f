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
