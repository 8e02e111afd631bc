import { describe, expect, it } from 'vitest';
import { tokenOf } from './context';

const req = (headers: Record<string, string>) => new Request('http://gw/graphql', { headers });

describe('tokenOf', () => {
  it('reads the bearer token', () => {
    expect(tokenOf(req({ authorization: 'Bearer abc123' }))).toBe('abc123');
  });

  it('falls back to the huiliu_token cookie', () => {
    expect(tokenOf(req({ cookie: 'theme=dark; huiliu_token=c%2Fd; other=1' }))).toBe('c/d');
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
});
