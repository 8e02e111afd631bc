import { randomBytes } from 'node:crypto';
import type { ApiToken, BodyOf, QueryOf, tokens } from '@huiliu/contract';
import {
  API_TOKEN_DEFAULT_RATE_LIMIT,
  API_TOKEN_HINT_LENGTH,
  API_TOKEN_MAX_LIVE_PER_MEMBER,
  API_TOKEN_PREFIXES,
  AppError,
  BUILTIN_ROLE_NAMES,
  BUILTIN_ROLES,
  isApiTokenExpiryDay,
  isBuiltinRole,
  PERMISSIONS,
  withinGrant,
  type Permission,
} from '@huiliu/core';
import type { Db } from '../../db/open';
import { rolePermissions } from '../roles/grants';
import { forgetToken, hashToken, type Auth } from '../user/sessions';
import type { AuditWriter } from './audit-writer';
import * as repo from './repository';
import { toApiToken, toApiTokenCall } from './shape';

export interface TokensDeps {
  db: Db;
  /** Flushed before a read, so a list shows every call answered before it (read-your-writes in one process). */
  audit: AuditWriter;
}

const DAY_MS = 86_400_000;
const manages = (auth: Auth) => auth.permissions.has('tokens.manage');
const listed = (permissions: ReadonlySet<Permission>) => PERMISSIONS.filter((p) => permissions.has(p));

/** Everyone's own personal tokens; with tokens.manage the company's (issue 13). */
export async function listTokens(deps: TokensDeps, auth: Auth, q: QueryOf<typeof tokens.list>) {
  await deps.audit.flush();
  const own = q.mine === '1' || !manages(auth);
  const { rows, total } = await repo.listTokens(deps.db, auth.companyId, {
    kind: q.kind,
    personalOf: own ? auth.userId : undefined,
    limit: q.limit,
    offset: q.offset,
  });
  const now = new Date();
  return { list: rows.map((row) => toApiToken(row, now)), total };
}

/** What a role grants in this company, or null when it is neither built-in nor one of the company's roles. */
async function roleGrant(db: Db, companyId: string, role: string): Promise<ReadonlySet<Permission> | null> {
  if (isBuiltinRole(role)) return rolePermissions(role, null);
  const custom = (await repo.customRoles(db, companyId)).find((r) => r.id === role);
  return custom ? rolePermissions(role, custom.permissions) : null;
}

/** The plain token: the kind's prefix, then 32 random bytes (core isApiToken). */
function newPlainToken(kind: keyof typeof API_TOKEN_PREFIXES): string {
  return `${API_TOKEN_PREFIXES[kind]}${randomBytes(32).toString('base64url')}`;
}

/**
 * A new token, shown once. A personal token is the caller's own; a service token needs tokens.manage and names the
 * member it acts as. Its role may carry nothing its member or its creator lacks (core withinGrant). Tokens are made
 * with a person's session only: a leaked token must not mint itself successors.
 */
export async function createToken(deps: TokensDeps, auth: Auth, body: BodyOf<typeof tokens.create>) {
  if (auth.apiTokenId) throw new AppError('FORBIDDEN', '请登录后在“API 令牌”页面创建令牌，不能用 API 令牌创建令牌');
  if (body.kind === 'service' && !manages(auth)) throw new AppError('API_TOKEN_SERVICE_FORBIDDEN');
  if (body.kind === 'personal' && body.user_id !== undefined && body.user_id !== auth.userId) {
    throw new AppError('BAD_REQUEST', '个人令牌只能为自己创建，为其他成员创建请选择服务令牌');
  }
  if (body.kind === 'service' && body.user_id === undefined) throw new AppError('BAD_REQUEST', '请选择服务令牌所属的成员');
  if (body.expires_on !== undefined && !isApiTokenExpiryDay(body.expires_on, auth.timeZone)) throw new AppError('API_TOKEN_EXPIRY_INVALID');
  const granted = await roleGrant(deps.db, auth.companyId, body.role);
  if (!granted) throw new AppError('BAD_REQUEST', '角色不存在');
  const memberId = body.user_id ?? auth.userId;
  const plain = newPlainToken(body.kind);
  const tokenId = await deps.db.transaction(async (tx) => {
    const member = await repo.memberOf(tx, auth.companyId, memberId, true);
    if (!member) throw new AppError('NOT_FOUND', '成员不存在');
    if (member.disabledAt) throw new AppError('API_TOKEN_MEMBER_DISABLED');
    const memberGrant = rolePermissions(member.role, member.customPermissions);
    if (!withinGrant(memberGrant, granted) || !withinGrant(auth.permissions, granted)) throw new AppError('API_TOKEN_ROLE_TOO_HIGH');
    if ((await repo.liveTokenCount(tx, auth.companyId, memberId)) >= API_TOKEN_MAX_LIVE_PER_MEMBER) throw new AppError('API_TOKEN_TOO_MANY');
    return repo.insertToken(tx, {
      companyId: auth.companyId,
      userId: memberId,
      creatorId: auth.userId,
      kind: body.kind,
      name: body.name,
      role: body.role,
      tokenHash: hashToken(plain),
      hint: `${API_TOKEN_PREFIXES[body.kind]}…${plain.slice(-API_TOKEN_HINT_LENGTH)}`,
      rateLimit: body.rate_limit ?? API_TOKEN_DEFAULT_RATE_LIMIT,
      expiresAt:
        body.expires_on !== undefined ? repo.endOfDay(body.expires_on, auth.timeZone) : new Date(Date.now() + body.expires_in_days! * DAY_MS),
    });
  });
  const row = await repo.tokenById(deps.db, auth.companyId, tokenId);
  if (!row) throw new Error('token vanished after its insert');
  return { token: toApiToken(row), plain_token: plain };
}

/**
 * Stops a token at once: the row is marked and the cached Auth dropped, so its next request is 2101. One's own
 * personal token is anyone's to revoke; other tokens need tokens.manage, and are "not found" to everyone else.
 */
export async function revokeToken(deps: TokensDeps, auth: Auth, tokenId: string): Promise<ApiToken> {
  const found = await repo.tokenById(deps.db, auth.companyId, tokenId);
  const own = found?.token.kind === 'personal' && found.token.userId === auth.userId;
  if (!found || (!own && !manages(auth))) throw new AppError('NOT_FOUND');
  await repo.markRevoked(deps.db, auth.companyId, tokenId);
  forgetToken(deps.db, found.token.tokenHash);
  const row = await repo.tokenById(deps.db, auth.companyId, tokenId);
  return toApiToken(row!);
}

/** Every role of the company and whether the caller may give it to a token of `userId` (default: themself). */
export async function tokenRoles(deps: TokensDeps, auth: Auth, userId: string | undefined) {
  const member = await repo.memberOf(deps.db, auth.companyId, userId ?? auth.userId);
  if (!member) throw new AppError('NOT_FOUND', '成员不存在');
  const memberGrant = rolePermissions(member.role, member.customPermissions);
  const grantable = (p: ReadonlySet<Permission>): 0 | 1 =>
    !member.disabledAt && withinGrant(memberGrant, p) && withinGrant(auth.permissions, p) ? 1 : 0;
  const builtin = BUILTIN_ROLES.map((role) => {
    const p = rolePermissions(role, null);
    return { role, role_name: BUILTIN_ROLE_NAMES[role], builtin: 1 as const, permissions: listed(p), grantable: grantable(p) };
  });
  const custom = (await repo.customRoles(deps.db, auth.companyId)).map((r) => {
    const p = rolePermissions(r.id, r.permissions);
    return { role: r.id, role_name: r.name, builtin: 0 as const, permissions: listed(p), grantable: grantable(p) };
  });
  return { list: [...builtin, ...custom] };
}

export async function auditList(deps: TokensDeps, auth: Auth, q: QueryOf<typeof tokens.audit>) {
  await deps.audit.flush();
  const { rows, total } = await repo.listCalls(deps.db, auth, q);
  return { list: rows.map(toApiTokenCall), total };
}
