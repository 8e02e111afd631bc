import { ACCESS, accessOf, allCalls, user, type Call } from '@huiliu/contract';
import { BUILTIN_ROLE_PERMISSIONS, BUILTIN_ROLES, ERRORS, mayAccess, type BuiltinRole } from '@huiliu/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { platformRoutes } from '../../app';
import { usePlatform, type SignedUp } from '../../test/harness';

/** A request that reaches the route: path parameters filled, a JSON body for writes (its content is not the point). */
function requestOf(c: Call) {
  const url = c.path.replace(/:(\w+)/g, '1');
  return { method: c.method, url, body: c.method === 'GET' ? undefined : {} };
}

// issue 13: "a test walks every platform route with every default role and checks allow / deny against the
// permission table". One company, one person per built-in role; every call of the contract, every role.
describe('the role × route matrix', () => {
  const t = usePlatform();
  const people = {} as Record<BuiltinRole, SignedUp>;

  beforeAll(async () => {
    people.owner = await t.signUp();
    for (const role of BUILTIN_ROLES.filter((r) => r !== 'owner')) people[role] = await t.addMember(people.owner, role);
  });

  it('covers every route the platform registered', () => {
    const contract = new Set(allCalls.map((c) => `${c.method} ${c.path}`));
    const registered = platformRoutes(t.app).filter((r) => !r.url.startsWith('/graphql') && r.url !== '/*');
    for (const r of registered) expect(contract, `${r.method} ${r.url}`).toContain(`${r.method} ${r.url}`);
  });

  // logout would end the session the walk goes on with; it is any signed-in person's, checked last
  const guarded: Call[] = [...allCalls.filter((c) => accessOf(c) !== 'public' && c !== user.logout), user.logout];
  it.each(BUILTIN_ROLES)('%s: allowed exactly where the table grants', async (role) => {
    const granted = new Set(BUILTIN_ROLE_PERMISSIONS[role]);
    const wrong: string[] = [];
    for (const c of guarded) {
      const allowed = mayAccess(granted, accessOf(c)!);
      // an allowed event stream would stay open: its refusal is what can be checked
      if (allowed && c.events) continue;
      const { method, url, body } = requestOf(c);
      const res = await t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${people[role].token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { payload: JSON.stringify(body) } : {}),
      });
      const refused = res.statusCode === 403 && JSON.parse(res.body).code === ERRORS.FORBIDDEN.code;
      if (refused === allowed) wrong.push(`${method} ${url} (${accessOf(c)}): ${res.statusCode} ${res.body.slice(0, 80)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('keeps the viewer from every change, the editor from people and the admin from buying', () => {
    const can = (role: BuiltinRole, access: Parameters<typeof mayAccess>[1]) => mayAccess(new Set(BUILTIN_ROLE_PERMISSIONS[role]), access);
    expect(can('viewer', ACCESS.dataprocess.update)).toBe(false);
    expect(can('viewer', ACCESS.dataprocess.list)).toBe(true);
    expect(can('editor', ACCESS.dataprocess.status)).toBe(true);
    expect(can('editor', ACCESS.monitor.saveSettings)).toBe(false);
    expect(can('admin', 'billing.manage')).toBe(false);
  });

  it('refuses a person without a session before asking what they may do', async () => {
    const res = await t.call('POST', '/v1/api/dataprocess/update', { body: {} });
    expect([res.status, res.code]).toEqual([401, ERRORS.UNAUTHENTICATED.code]);
  });
});
