import { describe, expect, it } from 'vitest';
import { tokenOf } from './context';

const req = (headers: Record<string, string>, init: RequestInit = {}) => new Request('http://gw/graphql', { ...init, headers });

describe('tokenOf', () => {
  it('reads the bearer token', () => {
    expect(tokenOf(req({ authorization: 'Bearer abc123' }))).toBe('abc123');
  });

  it('falls back to the huiliu_token cookie', () => {
    expect(tokenOf(req({ cookie: 'theme=dark; huiliu_token=c%2Fd; other=1' }))).toBe('c/d');
  });

  it('takes the first huiliu_token cookie that decodes', () => {
    expect(tokenOf(req({ cookie: 'huiliu_token=first; huiliu_token=second' }))).toBe('first');
    expect(tokenOf(req({ cookie: 'huiliu_token=%E0%A4%A; huiliu_token=second' }))).toBe('second');
  });

  it('prefers the header over the cookie', () => {
    expect(tokenOf(req({ authorization: 'Bearer h', cookie: 'huiliu_token=c' }))).toBe('h');
  });

  it('returns null without a token, with another scheme, or with a malformed cookie', () => {
    expect(tokenOf(req({}))).toBeNull();
    expect(tokenOf(req({ authorization: 'Basic Zm9v' }))).toBeNull();
    expect(tokenOf(req({ cookie: 'huiliu_token=%E0%A4%A' }))).toBeNull();
    expect(tokenOf(req({ cookie: 'my_huiliu_token=x' }))).toBeNull();
  });

  it('ignores the cookie on posts a cross-site form could send', () => {
    const cookie = 'huiliu_token=c';
    const post = (type: string) => req({ cookie, 'content-type': type }, { method: 'POST', body: 'x' });
    expect(tokenOf(post('application/json; charset=utf-8'))).toBe('c');
    expect(tokenOf(post('text/plain'))).toBeNull();
    expect(tokenOf(post('application/x-www-form-urlencoded'))).toBeNull();
    expect(tokenOf(post('multipart/form-data; boundary=x'))).toBeNull();
  });

  it('takes the cookie on the web app’s uploads, whose own header no cross-site form can send', () => {
    const upload = req(
      { cookie: 'huiliu_token=c', 'content-type': 'multipart/form-data; boundary=x', 'x-huiliu-client': 'web' },
      { method: 'POST', body: 'x' },
    );
    expect(tokenOf(upload)).toBe('c');
  });
});
