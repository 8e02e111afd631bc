import { BUILTIN_ROLE_PERMISSIONS, ERRORS } from '@huiliu/core';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyRoles } from '../../db/schema';
import { drivers, usePlatform, type SignedUp } from '../../test/harness';

const C = '/v1/api/main/company';

describe.each(drivers())('company roles on %s', (kind) => {
  const t = usePlatform(kind);
  const create = (by: SignedUp, body: Record<string, unknown>) => t.call('POST', `${C}/role/create`, { token: by.token, body });
  const save = (by: SignedUp, body: Record<string, unknown>) => t.call('POST', `${C}/role/permissions/save`, { token: by.token, body });
  const list = async (by: SignedUp) =>
    (await t.call('POST', `${C}/role/list`, { token: by.token })).data.list as { role_id: string; member_count: number }[];

  it('lists the four built-in roles with their fixed permissions, then the company’s own, each with its holders', async () => {
    const owner = await t.signUp();
    await t.addMember(owner, 'viewer');
    await t.addMember(owner, 'viewer');
    const own = await create(owner, { name: '运营', description: '看日志', permissions: ['logs.view', 'pipelines.view'] });
    expect(own.data).toMatchObject({
      name: '运营',
      description: '看日志',
      builtin: 0,
      member_count: 0,
      permissions: ['pipelines.view', 'logs.view'],
    });
    await t.addMember(owner, own.data.role_id);
    const roles = await t.call('POST', `${C}/role/list`, { token: owner.token });
    expect(roles.data.list.map((r: { role_id: string; builtin: number; member_count: number }) => [r.role_id, r.builtin, r.member_count])).toEqual([
      ['owner', 1, 1],
      ['admin', 1, 0],
      ['editor', 1, 0],
      ['viewer', 1, 2],
      [own.data.role_id, 0, 1],
    ]);
    expect(roles.data.list[1]).toMatchObject({ name: '管理员', permissions: BUILTIN_ROLE_PERMISSIONS.admin });
    // a viewer reads the roles too (members.view), and another company sees none of this one's
    const viewer = await t.addMember(owner, 'viewer');
    expect((await list(viewer)).map((r) => r.role_id)).toContain(own.data.role_id);
    expect((await list(await t.signUp())).map((r) => r.role_id)).toEqual(['owner', 'admin', 'editor', 'viewer']);
  });

  it('refuses a duplicate name, a built-in role’s name, an unknown or repeated permission, and one beyond the creator’s', async () => {
    const owner = await t.signUp();
    const admin = await t.addMember(owner, 'admin');
    expect((await create(owner, { name: '财务', permissions: ['billing.view'] })).code).toBe(0);
    const dup = await create(owner, { name: '财务', permissions: [] });
    expect([dup.status, dup.code]).toEqual([409, ERRORS.ROLE_NAME_TAKEN.code]);
    expect((await create(owner, { name: ' 管理员 ', permissions: [] })).code).toBe(ERRORS.ROLE_NAME_TAKEN.code);
    expect((await create(owner, { name: 'Viewer', permissions: [] })).code).toBe(ERRORS.ROLE_NAME_TAKEN.code);
    const unknown = await create(owner, { name: '乱写', permissions: ['root'] });
    expect([unknown.status, unknown.code]).toEqual([400, ERRORS.BAD_REQUEST.code]);
    expect((await create(owner, { name: '重复', permissions: ['logs.view', 'logs.view'] })).status).toBe(400);
    expect((await create(owner, { name: '', permissions: [] })).status).toBe(400);
    expect((await create(owner, { name: '长'.repeat(31), permissions: [] })).status).toBe(400);
    const beyond = await create(admin, { name: '采购', permissions: ['billing.manage'] });
    expect([beyond.status, beyond.code]).toEqual([403, ERRORS.GRANT_EXCEEDS_OWN.code]);
    const [rows] = await t.db.select({ n: count() }).from(companyRoles).where(eq(companyRoles.companyId, owner.company_id));
    expect(rows!.n).toBe(1);
  });

  it('saves a custom role’s permissions and name, and its holders act with them on their next request', async () => {
    const owner = await t.signUp();
    const role = await create(owner, { name: '只读日志', permissions: ['logs.view'] });
    const holder = await t.addMember(owner, role.data.role_id);
    const before = await t.call('GET', '/v1/api/dataprocess/list', { token: holder.token });
    expect(before.code).toBe(ERRORS.FORBIDDEN.code);
    const saved = await save(owner, { role_id: role.data.role_id, permissions: ['logs.view', 'pipelines.view'], name: '日志与流程' });
    expect(saved.data).toMatchObject({ name: '日志与流程', permissions: ['pipelines.view', 'logs.view'], member_count: 1 });
    expect((await t.call('GET', '/v1/api/dataprocess/list', { token: holder.token })).code).toBe(0);
    const read = await t.call('GET', `${C}/role/permissions`, { token: owner.token, query: { role_id: role.data.role_id } });
    expect(read.data).toEqual({ role_id: role.data.role_id, builtin: 0, permissions: ['pipelines.view', 'logs.view'] });
  });

  it('keeps the built-in roles fixed, and nobody narrows a role that may do more than they may', async () => {
    const owner = await t.signUp();
    const admin = await t.addMember(owner, 'admin');
    const fixed = await save(owner, { role_id: 'viewer', permissions: ['pipelines.edit'] });
    expect([fixed.status, fixed.code]).toEqual([400, ERRORS.ROLE_BUILTIN_FIXED.code]);
    const builtin = await t.call('GET', `${C}/role/permissions`, { token: owner.token, query: { role_id: 'editor' } });
    expect(builtin.data).toMatchObject({ role_id: 'editor', builtin: 1 });
    expect([...builtin.data.permissions].sort()).toEqual([...BUILTIN_ROLE_PERMISSIONS.editor].sort());
    const buyer = await create(owner, { name: '采购', permissions: ['billing.manage'] });
    expect((await save(admin, { role_id: buyer.data.role_id, permissions: [] })).code).toBe(ERRORS.GRANT_EXCEEDS_OWN.code);
    expect((await t.call('POST', `${C}/role/delete`, { token: owner.token, body: { role_id: 'admin' } })).code).toBe(ERRORS.ROLE_BUILTIN_FIXED.code);
  });

  it('refuses to delete a role people hold, naming how many; deletes it once nobody does and revokes its pending invites', async () => {
    const owner = await t.signUp();
    const role = await create(owner, { name: '客服', permissions: ['logs.view'] });
    const a = await t.addMember(owner, role.data.role_id);
    await t.addMember(owner, role.data.role_id);
    const invite = await t.call('POST', `${C}/newtoken`, { token: owner.token, body: { role: role.data.role_id } });
    const held = await t.call('POST', `${C}/role/delete`, { token: owner.token, body: { role_id: role.data.role_id } });
    expect([held.status, held.code, held.msg, held.data]).toEqual([
      409,
      ERRORS.ROLE_IN_USE.code,
      '该角色仍有 2 名成员，请先为他们更换角色',
      { member_count: 2 },
    ]);
    for (const member of (await t.call('POST', `${C}/members`, { token: owner.token, body: { role: role.data.role_id } })).data.list) {
      await t.call('POST', `${C}/user/role`, { token: owner.token, body: { user_id: member.userid, role: 'viewer' } });
    }
    const deleted = await t.call('POST', `${C}/role/delete`, { token: owner.token, body: { role_id: role.data.role_id } });
    expect(deleted.data).toEqual({ role_id: role.data.role_id });
    expect((await list(owner)).map((r) => r.role_id)).not.toContain(role.data.role_id);
    const link = await t.call('GET', `${C}/checkurl`, { query: { token: invite.data.token } });
    expect(link.data.status).toBe('revoked');
    expect((await t.call('GET', '/v1/api/user/info', { token: a.token })).data.role).toBe('viewer');
  });

  it('answers another company’s role and a malformed id as not found', async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    const theirs = await create(stranger, { name: '他们的', permissions: [] });
    for (const roleId of [theirs.data.role_id, 'abc', '99999999999999999999']) {
      const read = await t.call('GET', `${C}/role/permissions`, { token: owner.token, query: { role_id: roleId } });
      expect([read.status, read.code], roleId).toEqual([404, ERRORS.ROLE_NOT_FOUND.code]);
      expect((await save(owner, { role_id: roleId, permissions: [] })).code).toBe(ERRORS.ROLE_NOT_FOUND.code);
      expect((await t.call('POST', `${C}/role/delete`, { token: owner.token, body: { role_id: roleId } })).code).toBe(ERRORS.ROLE_NOT_FOUND.code);
    }
    expect((await list(stranger)).map((r) => r.role_id)).toContain(theirs.data.role_id);
  });
});
