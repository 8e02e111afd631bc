import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 'v1';

/** A 32-byte key from base64/base64url or 64 hex characters. */
export function parseKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64url');
  if (key.length !== 32) throw new Error('HUILIU_SECRET_KEY 必须是 32 字节的密钥（64 位十六进制或 base64）');
  return key;
}

/**
 * The key that encrypts secrets at rest (DESIGN §3): `HUILIU_SECRET_KEY` when set, otherwise one
 * generated on first start into `DATA_DIR/secret.key`, readable by the owner only.
 */
export function loadSecretKey(opts: { envKey?: string | undefined; dataDir: string }): Buffer {
  if (opts.envKey) return parseKey(opts.envKey);
  const path = join(opts.dataDir, 'secret.key');
  if (existsSync(path)) return parseKey(readFileSync(path, 'utf8'));
  mkdirSync(opts.dataDir, { recursive: true });
  const key = randomBytes(32);
  // 'wx' fails if another process created it meanwhile; then we read theirs instead of overwriting it.
  try {
    writeFileSync(path, key.toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch {
    return parseKey(readFileSync(path, 'utf8'));
  }
  chmodSync(path, 0o600);
  return key;
}

/** Encrypts with a fresh IV; the result is `v1.<iv>.<tag>.<ciphertext>` in base64url. */
export function encryptSecret(key: Buffer, plaintext: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

/** Decrypts and authenticates; a tampered value or a wrong key throws. */
export function decryptSecret(key: Buffer, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || iv === undefined || tag === undefined || body === undefined) throw new Error('密文格式不正确');
  const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
