import type { IncomingMessage } from 'node:http';
import { OAuth2Server } from 'oauth2-mock-server';

/** A token request as the provider received it. */
export interface SeenTokenRequest {
  body: Record<string, string>;
  authorization: string | undefined;
}

/**
 * A real OAuth 2 authorisation server on loopback (oauth2-mock-server: authorize → 302 with code and state, token
 * endpoint with PKCE S256 verification of code_verifier against the saved code_challenge, refresh_token grant).
 * The package accepts any code, redirect_uri and refresh token, so the checks RFC 6749 asks of a real provider are
 * added here: a code is issued once and only for its redirect_uri, and only the newest refresh token works
 * (rotation). `expiresIn` sets the tokens' lifetime; `refuse` makes the token endpoint answer invalid_grant.
 */
export async function startProvider() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const codes = new Map<string, string>();
  const seen: SeenTokenRequest[] = [];
  let latestRefresh: string | undefined;
  const state = { expiresIn: 3600, refuse: false, latestRefresh: () => latestRefresh };

  server.service.on('beforeAuthorizeRedirect', (redirect: { url: URL }, req: IncomingMessage & { query: Record<string, string> }) => {
    const code = redirect.url.searchParams.get('code');
    if (code) codes.set(code, req.query.redirect_uri ?? '');
  });
  server.service.on(
    'beforeResponse',
    (res: { body: Record<string, unknown>; statusCode: number }, req: IncomingMessage & { body: Record<string, string> }) => {
      const body = req.body;
      seen.push({ body: { ...body }, authorization: req.headers.authorization });
      const invalid = () => {
        res.statusCode = 400;
        res.body = { error: 'invalid_grant', error_description: 'provider says no: <raw text>' };
      };
      if (state.refuse) return invalid();
      if (body.grant_type === 'authorization_code') {
        const redirectUri = codes.get(body.code ?? '');
        codes.delete(body.code ?? '');
        if (redirectUri === undefined || redirectUri !== body.redirect_uri) return invalid();
      }
      if (body.grant_type === 'refresh_token' && body.refresh_token !== latestRefresh) return invalid();
      res.body.expires_in = state.expiresIn;
      latestRefresh = res.body.refresh_token as string;
    },
  );
  const url = server.issuer.url!;
  return {
    url,
    authorizeUrl: `${url}/authorize`,
    tokenUrl: `${url}/token`,
    seen,
    settings: state,
    close: () => server.stop(),
  };
}
