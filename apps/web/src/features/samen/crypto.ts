/**
 * A household's updates as they leave the device: AES-GCM with the household's 256-bit key
 * (WebCrypto), a fresh random 96-bit nonce per message, and the household id as associated data so
 * a message cannot be replayed into another household. Sent as base64url of
 * version (1 byte) | nonce (12 bytes) | ciphertext with its 16-byte tag.
 */
const VERSION = 1;
const NONCE_BYTES = 12;
export const KEY_BYTES = 32;

/** The household key as WebCrypto holds it (not extractable). */
export type HouseholdKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;

export function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A new household key, as the link carries it (base64url of 32 random bytes). */
export function newKeyText(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(KEY_BYTES)));
}

/** The key of a link; throws when it is not 32 bytes of base64url. */
export async function importKey(text: string): Promise<HouseholdKey> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(text)) throw new Error("Not a household key");
  return crypto.subtle.importKey("raw", fromBase64Url(text), "AES-GCM", false, ["encrypt", "decrypt"]);
}

const context = (household: string) => new TextEncoder().encode(`samen:${household}`);

export async function seal(key: HouseholdKey, household: string, plain: Uint8Array): Promise<string> {
  const nonce = crypto.getRandomValues(new Uint8Array(NONCE_BYTES));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: "AES-GCM", iv: nonce, additionalData: context(household) },
      key,
      plain as Uint8Array<ArrayBuffer>,
    ),
  );
  const out = new Uint8Array(1 + NONCE_BYTES + sealed.length);
  out[0] = VERSION;
  out.set(nonce, 1);
  out.set(sealed, 1 + NONCE_BYTES);
  return toBase64Url(out);
}

/** The plaintext, or null when the message fails authentication (altered, or another key's). */
export async function open(key: HouseholdKey, household: string, text: string): Promise<Uint8Array | null> {
  try {
    const bytes = fromBase64Url(text);
    if (bytes[0] !== VERSION || bytes.length < 1 + NONCE_BYTES + 16) return null;
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: bytes.subarray(1, 1 + NONCE_BYTES), additionalData: context(household) },
      key,
      bytes.subarray(1 + NONCE_BYTES),
    );
    return new Uint8Array(plain);
  } catch {
    return null;
  }
}
