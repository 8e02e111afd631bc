/**
 * Company roles and permissions (spec §6 "Roles and permissions"; issue 13). The spec names the role calls
 * but not the roles nor what each may do; these are ours. Every platform route names one permission in the
 * contract's access table, and the platform refuses a caller whose role lacks it (403 / 4003).
 */
export const PERMISSIONS = [
  'pipelines.view',
  'pipelines.edit',
  /** Switching pipelines on and off, running them now, sharing them as templates. */
  'pipelines.publish',
  'logs.view',
  /** Deleting run logs, rerunning and rescheduling runs. */
  'logs.manage',
  'accounts.view',
  'accounts.manage',
  'variables.view',
  'variables.manage',
  'data.view',
  'data.manage',
  'billing.view',
  /** Buying plans and paying orders. */
  'billing.manage',
  'members.view',
  /** Inviting, disabling, changing roles, creating roles and setting their permissions. */
  'members.manage',
  /** Company information, notice event settings, the error monitor's company settings. */
  'company.manage',
  /** Service API tokens of the company and the audit list of every API-token call. */
  'tokens.manage',
  /** Open-platform apps (issue 14). */
  'developer',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && (PERMISSIONS as readonly string[]).includes(value);
}

/** The four roles every company has; their permissions are fixed (custom roles are the company's own). */
export const BUILTIN_ROLES = ['owner', 'admin', 'editor', 'viewer'] as const;
export type BuiltinRole = (typeof BUILTIN_ROLES)[number];

const VIEW: Permission[] = ['pipelines.view', 'logs.view', 'accounts.view', 'variables.view', 'data.view', 'billing.view', 'members.view'];
const EDIT: Permission[] = [
  ...VIEW,
  'pipelines.edit',
  'pipelines.publish',
  'logs.manage',
  'accounts.manage',
  'variables.manage',
  'data.manage',
  'developer',
];

/** What each built-in role may do. The owner alone buys (billing.manage) and cannot be disabled or demoted. */
export const BUILTIN_ROLE_PERMISSIONS: Readonly<Record<BuiltinRole, readonly Permission[]>> = {
  owner: PERMISSIONS,
  admin: PERMISSIONS.filter((p) => p !== 'billing.manage'),
  editor: EDIT,
  viewer: VIEW,
};

/** Chinese names of the built-in roles as the platform replies them (the web words them in the reader's language). */
export const BUILTIN_ROLE_NAMES: Readonly<Record<BuiltinRole, string>> = {
  owner: '所有者',
  admin: '管理员',
  editor: '编辑者',
  viewer: '查看者',
};

export function isBuiltinRole(value: unknown): value is BuiltinRole {
  return typeof value === 'string' && (BUILTIN_ROLES as readonly string[]).includes(value);
}

/** The role a new company's first person gets, and the one an invite offers when none is chosen. */
export const FOUNDER_ROLE: BuiltinRole = 'owner';
export const DEFAULT_INVITE_ROLE: BuiltinRole = 'editor';

/**
 * Who may call a route: a permission, any signed-in person of the company ('signedIn': their own session,
 * notices, the names of colleagues), or anyone ('public': sign-up, sign-in, webhook deliveries, the pay
 * provider's pages — spec §6 exempts pay order and trade page paths).
 */
export type Access = Permission | 'signedIn' | 'public';

/** Whether a holder of `granted` may call a route of `access`. */
export function mayAccess(granted: ReadonlySet<Permission>, access: Access): boolean {
  return access === 'public' || access === 'signedIn' || granted.has(access);
}

/**
 * What a grant may carry: a role given to a person, a token given to a program, never more than its giver
 * holds (an admin cannot make an owner, an API token never does more than its member may).
 */
export function withinGrant(holder: ReadonlySet<Permission>, wanted: Iterable<Permission>): boolean {
  for (const p of wanted) if (!holder.has(p)) return false;
  return true;
}
