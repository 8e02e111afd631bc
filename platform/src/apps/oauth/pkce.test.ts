import { describe, expect, it } from 'vitest';
import { challengeOf, hashState, newState, newVerifier } from './pkce';

describe('pkce', () => {
  it('derives the S256 challenge of RFC 7636 appendix B', () => {
    expect(challengeOf('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('makes verifiers RFC 7636 accepts and states that differ every time', () => {
    expect(newVerifier()).toMatch(/^[A-Za-z0-9\-._~]{43,128}$/);
    expect(newState()).not.toBe(newState());
    expect(hashState('abc')).toMatch(/^[0-9a-f]{64}$/);
    expect(hashState('abc')).not.toBe('abc');
  });
});
