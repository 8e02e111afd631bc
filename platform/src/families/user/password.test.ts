import { describe, expect, it } from 'vitest';
import { DUMMY_HASH, hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('accepts the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('正确的密码123');
    expect(await verifyPassword('正确的密码123', stored)).toBe(true);
    expect(await verifyPassword('错误的密码123', stored)).toBe(false);
  });

  it('salts every hash so equal passwords store differently', async () => {
    expect(await hashPassword('same-password')).not.toBe(await hashPassword('same-password'));
  });

  it('never matches the dummy hash or a malformed one', async () => {
    expect(await verifyPassword('anything', DUMMY_HASH)).toBe(false);
    expect(await verifyPassword('anything', 'plain-text')).toBe(false);
  });
});
