import { describe, expect, it } from 'vitest';
import { clearSession, hasLegacyCookie, readSession, saveSession, SESSION_KEYS, startSession, type SessionStores } from './session';
import { memoryStore, type CookieJar } from './storage';

/** A cookie jar that behaves like document.cookie for name=value; max-age=N; path=/ cookies. */
function fakeCookies(initial: Record<string, string> = {}): CookieJar & { written: string[] } {
  const jar = new Map(Object.entries(initial));
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

function stores(cookies: Record<string, string> = {}): SessionStores & { cookies: ReturnType<typeof fakeCookies> } {
  return { local: memoryStore(), cookies: fakeCookies(cookies) };
}

const session = { userId: '1234567890123456789', companyId: '987654321098765432' };

describe('session marker', () => {
  it('keeps the user id and company id, never a token and never a cookie', () => {
    const s = stores();
    saveSession(s.local, session);
    expect(readSession(s.local)).toEqual(session);
    expect(s.local.getItem('huiliu_token')).toBeNull();
    expect(s.cookies.written).toEqual([]);
  });

  it('reports no session before sign-in or with only one of the ids', () => {
    const s = stores();
    expect(readSession(s.local)).toBeNull();
    s.local.setItem(SESSION_KEYS.userId, session.userId);
    expect(readSession(s.local)).toBeNull();
  });

  it('clears the ids and the navigator app names on logout', () => {
    const s = stores();
    saveSession(s.local, session);
    s.local.setItem(SESSION_KEYS.navAppNames, '["Webhook"]');
    clearSession(s.local);
    expect(readSession(s.local)).toBeNull();
    for (const key of Object.values(SESSION_KEYS)) expect(s.local.getItem(key)).toBeNull();
  });
});

describe('starting the app', () => {
  it('continues the session of the marker when nothing older is around', () => {
    const s = stores({ theme: 'dark' });
    saveSession(s.local, session);
    expect(startSession(s)).toEqual(session);
    expect(s.cookies.written).toEqual([]);
  });

  it('removes a token kept in local storage before issue #7, with its marker: that person signs in again', () => {
    const s = stores();
    saveSession(s.local, session);
    s.local.setItem('huiliu_token', 'old-token');
    expect(startSession(s)).toBeNull();
    expect(s.local.getItem('huiliu_token')).toBeNull();
    expect(readSession(s.local)).toBeNull();
  });

  it('expires a token cookie that scripts can read, and only that cookie', () => {
    const s = stores({ theme: 'dark', huiliu_token: 'old%2Ftoken' });
    saveSession(s.local, session);
    expect(startSession(s)).toBeNull();
    expect(s.cookies.written).toEqual(['huiliu_token=; max-age=0; path=/; SameSite=Lax']);
    expect(s.cookies.read()).toBe('theme=dark');
  });

  it('finds the legacy cookie among others and ignores look-alike names', () => {
    expect(hasLegacyCookie('a=1; huiliu_token=abc%3D%3D; b=2')).toBe(true);
    expect(hasLegacyCookie('a=1; xhuiliu_token=no; huiliu_token_x=no')).toBe(false);
    expect(hasLegacyCookie('')).toBe(false);
  });
});
