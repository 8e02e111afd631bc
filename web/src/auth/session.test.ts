import { describe, expect, it } from 'vitest';
import { clearSession, readToken, saveSession, SESSION_KEYS, tokenFromCookies, type SessionStores } from './session';
import { memoryStore, type CookieJar } from './storage';

/** A cookie jar that behaves like document.cookie for name=value; max-age=N; path=/ cookies. */
function fakeCookies(): CookieJar & { written: string[] } {
  const jar = new Map<string, string>();
  const written: string[] = [];
  return {
    written,
    read: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    write(cookie) {
      written.push(cookie);
      const [pair, ...attrs] = cookie.split(';').map((s) => s.trim());
      const [name, value] = pair!.split('=');
      if (attrs.includes('max-age=0')) jar.delete(name!);
      else jar.set(name!, value!);
    },
  };
}

function stores(): SessionStores & { cookies: ReturnType<typeof fakeCookies> } {
  return { local: memoryStore(), cookies: fakeCookies() };
}

const session = { token: 'tok en/1', userId: '1234567890123456789', companyId: '987654321098765432' };

describe('session storage', () => {
  it('stores the token in a seven-day cookie on path / and in local storage with both ids', () => {
    const s = stores();
    saveSession(s, session);
    expect(s.cookies.written[0]).toBe('huiliu_token=tok%20en%2F1; max-age=604800; path=/; SameSite=Lax');
    expect(s.local.getItem(SESSION_KEYS.token)).toBe('tok en/1');
    expect(s.local.getItem(SESSION_KEYS.userId)).toBe('1234567890123456789');
    expect(s.local.getItem(SESSION_KEYS.companyId)).toBe('987654321098765432');
  });

  it('finds the token in the cookie when local storage has none', () => {
    const s = stores();
    saveSession(s, session);
    s.local.removeItem(SESSION_KEYS.token);
    expect(readToken(s)).toBe('tok en/1');
  });

  it('reports no token before sign-in', () => {
    expect(readToken(stores())).toBeNull();
  });

  it('clears token, ids, navigator app names and the cookie on logout', () => {
    const s = stores();
    saveSession(s, session);
    s.local.setItem(SESSION_KEYS.navAppNames, '["Webhook"]');
    clearSession(s);
    expect(readToken(s)).toBeNull();
    for (const key of Object.values(SESSION_KEYS)) expect(s.local.getItem(key)).toBeNull();
    expect(s.cookies.written.at(-1)).toContain('max-age=0');
  });

  it('reads the token cookie among other cookies and ignores look-alike names', () => {
    expect(tokenFromCookies('a=1; xhuiliu_token=no; huiliu_token=abc%3D%3D; b=2')).toBe('abc==');
    expect(tokenFromCookies('huiliu_token=')).toBeNull();
  });
});
