import { renderScoped, type AuthMethod, type RenderedRequest, type RequestScope } from '@huiliu/core';

const text = (v: unknown) => (v === undefined || v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/**
 * Puts an account's authorisation on a rendered request, after the template's own headers so a mapped header
 * can never replace the account's credentials (issue 11 "the account's auth is applied").
 */
export function applyAuth(method: AuthMethod | undefined, req: RenderedRequest, scope: RequestScope): RenderedRequest {
  if (!method) return req;
  const headers = { ...req.headers };
  const query = { ...req.query };
  const auth = (scope.auth ?? {}) as Record<string, unknown>;
  switch (method.type) {
    case 'none':
      return req;
    case 'api_key': {
      const value = text(renderScoped(method.apply.value, scope));
      if (value === '') return req;
      // the name may be an account field too (the generic HTTP app lets the account say which header)
      const name = text(renderScoped(method.apply.name, scope)).trim();
      if (name === '') return req;
      if (method.apply.in === 'header') setHeader(headers, name, value);
      else query[name] = value;
      break;
    }
    case 'basic': {
      const user = text(renderScoped(method.apply.username, scope));
      const password = text(renderScoped(method.apply.password, scope));
      setHeader(headers, 'Authorization', `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`);
      break;
    }
    case 'oauth2': {
      const token = text(auth.access_token);
      if (token !== '') setHeader(headers, 'Authorization', `Bearer ${token}`);
      break;
    }
    case 'custom': {
      for (const [k, v] of Object.entries(method.apply?.headers ?? {})) {
        const value = text(renderScoped(v, scope));
        if (value !== '') setHeader(headers, k, value);
      }
      for (const [k, v] of Object.entries(method.apply?.query ?? {})) {
        const value = text(renderScoped(v, scope));
        if (value !== '') query[k] = value;
      }
      break;
    }
  }
  return { ...req, headers, query };
}

/** Header names are case-insensitive: one spelling wins, the account's. */
function setHeader(headers: Record<string, string>, name: string, value: string): void {
  for (const k of Object.keys(headers)) if (k.toLowerCase() === name.toLowerCase()) delete headers[k];
  headers[name] = value;
}
