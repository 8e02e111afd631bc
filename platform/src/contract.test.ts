import { allCalls } from '@huiliu/contract';
import { describe, expect, it } from 'vitest';
import { platformRoutes } from './app';
import { usePlatform } from './test/harness';

const key = (method: string, path: string) => `${method} ${path}`;

describe('the REST contract (issue #8: shapes defined once)', () => {
  const t = usePlatform();

  it('has a call definition for every route the platform registers', () => {
    const defined = new Set(allCalls.map((c) => key(c.method, c.path)));
    const undefinedRoutes = platformRoutes(t.app)
      .map((r) => key(r.method, r.url))
      .filter((route) => !defined.has(route));
    expect(undefinedRoutes).toEqual([]);
  });

  it('has a route for every call definition', () => {
    const registered = new Set(platformRoutes(t.app).map((r) => key(r.method, r.url)));
    const unregistered = allCalls.map((c) => key(c.method, c.path)).filter((call) => !registered.has(call));
    expect(unregistered).toEqual([]);
  });
});
