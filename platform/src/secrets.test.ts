import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret, loadSecretKey, parseKey } from './secrets';

const dir = mkdtempSync(join(tmpdir(), 'huiliu-secrets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('secrets at rest', () => {
  const key = randomBytes(32);

  it('round-trips text, including Chinese, and never repeats a ciphertext', () => {
    const a = encryptSecret(key, '应用账号的密钥 api-secret');
    expect(decryptSecret(key, a)).toBe('应用账号的密钥 api-secret');
    expect(encryptSecret(key, '应用账号的密钥 api-secret')).not.toBe(a);
    expect(a).not.toContain('api-secret');
  });

  it('refuses a tampered ciphertext and a wrong key', () => {
    const sealed = encryptSecret(key, 'secret');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    expect(() => decryptSecret(key, [...parts.slice(0, 3), body.toString('base64url')].join('.'))).toThrow();
    expect(() => decryptSecret(randomBytes(32), sealed)).toThrow();
    expect(() => decryptSecret(key, 'garbage')).toThrow();
  });

  it('generates a key file once, owner-readable only, and reuses it', () => {
    const first = loadSecretKey({ dataDir: dir });
    expect(statSync(join(dir, 'secret.key')).mode & 0o777).toBe(0o600);
    expect(loadSecretKey({ dataDir: dir }).equals(first)).toBe(true);
  });

  it('prefers HUILIU_SECRET_KEY and refuses a key of the wrong size', () => {
    const hex = randomBytes(32).toString('hex');
    expect(loadSecretKey({ envKey: hex, dataDir: dir }).toString('hex')).toBe(hex);
    expect(() => parseKey('too-short')).toThrow(/32/);
  });
});
