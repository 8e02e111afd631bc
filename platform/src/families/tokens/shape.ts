import type { ApiToken, ApiTokenCall } from '@huiliu/contract';
import { apiTokenStatus, PERMISSIONS, type ApiTokenKind, type Permission } from '@huiliu/core';
import { roleName, rolePermissions } from '../roles/grants';
import type { TokenWithRoles } from './repository';
import type { apiTokenCalls } from '../../db/schema-tokens';

/**
 * What a token may do: its role's permissions that its member holds now (issue 13: "never more than its member may
 * do"). Read at every request, so demoting the member shrinks the token at once.
 */
export function tokenPermissions(
  row: Pick<TokenWithRoles, 'token' | 'tokenRolePermissions' | 'memberRole' | 'memberRolePermissions'>,
): Set<Permission> {
  const member = rolePermissions(row.memberRole, row.memberRolePermissions);
  const granted = rolePermissions(row.token.role, row.tokenRolePermissions);
  return new Set([...granted].filter((p) => member.has(p)));
}

export function toApiToken(row: TokenWithRoles, now: Date = new Date()): ApiToken {
  const t = row.token;
  const permissions = row.memberDisabledAt ? new Set<Permission>() : tokenPermissions(row);
  return {
    token_id: t.id,
    name: t.name,
    kind: t.kind as ApiTokenKind,
    user_id: t.userId,
    creator_id: t.creatorId,
    role: t.role,
    role_name: roleName(t.role, row.tokenRoleName),
    permissions: PERMISSIONS.filter((p) => permissions.has(p)),
    hint: t.hint,
    rate_limit: t.rateLimit,
    status: apiTokenStatus(t, now),
    expires_at: t.expiresAt.toISOString(),
    last_used_at: t.lastUsedAt?.toISOString() ?? null,
    last_used_ip: t.lastUsedIp,
    revoked_at: t.revokedAt?.toISOString() ?? null,
    created_at: t.createdAt.toISOString(),
  };
}

export function toApiTokenCall(row: { call: typeof apiTokenCalls.$inferSelect; tokenName: string }): ApiTokenCall {
  const c = row.call;
  return {
    call_id: c.id,
    token_id: c.tokenId,
    token_name: row.tokenName,
    user_id: c.userId,
    method: c.method,
    route: c.route,
    status: c.status,
    ip: c.ip,
    created_at: c.createdAt.toISOString(),
  };
}
