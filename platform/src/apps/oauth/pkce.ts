import { createHash, randomBytes } from 'node:crypto';

/**
 * The random values of one authorisation (RFC 6749 §10.12 state, RFC 7636 PKCE S256). The state travels
 * through the provider in clear, so only its sha256 is stored: a database reader cannot finish someone's flow.
 */
export function newState(): string {
  return randomBytes(32).toString('base64url');
}

export function hashState(state: string): string {
  return createHash('sha256').update(state, 'utf8').digest('hex');
}

/** 43 characters of the unreserved alphabet: RFC 7636 §4.1 allows 43–128. */
export function newVerifier(): string {
  return randomBytes(32).toString('base64url');
}

/** RFC 7636 §4.2: BASE64URL(SHA256(ASCII(code_verifier))). */
export function challengeOf(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}
