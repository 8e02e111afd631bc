const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Standard, padded base64 of some bytes (core runs in browsers too: no Buffer). */
function base64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a, b, c] = [bytes[i]!, bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out += BASE64[(n >> 18) & 63]! + BASE64[(n >> 12) & 63]!;
    out += b === undefined ? '==' : BASE64[(n >> 6) & 63]! + (c === undefined ? '=' : BASE64[n & 63]!);
  }
  return out;
}

const urlSafe = (text: string) => text.replace(/\+/g, '-').replace(/\//g, '_');

/**
 * The base64 characters that depend on the secret's bytes alone, for each of the 3 byte offsets the
 * secret can sit at inside a longer encoded text (`user:secret` in an HTTP Basic header, a token in a
 * JWT …). The characters at either edge mix in the neighbours' bits, so they are left out: what is
 * left is the same whatever surrounds the secret, and is found by a plain search.
 */
function base64Cores(bytes: Uint8Array): string[] {
  const cores: string[] = [];
  for (let offset = 0; offset < 3; offset++) {
    const shifted = new Uint8Array(offset + bytes.length);
    shifted.set(bytes, offset);
    const from = Math.ceil((offset * 8) / 6);
    const to = Math.floor(((offset + bytes.length) * 8) / 6);
    cores.push(base64(shifted).slice(from, to));
  }
  return cores;
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * Every encoded form of a secret that is not just the secret with some characters escaped (those
 * are caught character by character, see `transport.ts`): base64 and base64url (whole, with and
 * without padding, and the offset-independent cores), hex in both cases, and the UTF-8 bytes read as
 * Latin-1, which is how Node hands over a header value that was sent as UTF-8.
 */
export function encodedForms(secret: string): string[] {
  const bytes = new TextEncoder().encode(secret);
  const whole = base64(bytes);
  const forms = [secret, whole, whole.replace(/=+$/, ''), ...base64Cores(bytes)];
  forms.push(...forms.slice(1).map(urlSafe));
  forms.push(hex(bytes), hex(bytes).toUpperCase(), String.fromCharCode(...bytes));
  return [...new Set(forms)].filter((form) => form !== '');
}
