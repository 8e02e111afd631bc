/**
 * Members and invites (issue 13; spec §6 "invite a member by token link", §7 Members and Invite). The spec
 * names the calls but neither the lifetime of a link nor the products a person has roles in; these are ours.
 */

/** How long an invite link works when the inviter does not say (hours). */
export const DEFAULT_INVITE_HOURS = 72;
/** The longest an invite link may work: 30 days. */
export const MAX_INVITE_HOURS = 30 * 24;

/** What an invite is now: waiting for its person, used once, past its expiry, or revoked by an admin. */
export const INVITE_STATUSES = ['pending', 'used', 'expired', 'revoked'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];

/**
 * The products a person holds a role in (spec §7 `users/{user_id}/product-roles`). The console serves one
 * product, 汇流, and a person's role in it is their company role (`users.role`).
 */
export const PRODUCTS = [{ key: 'huiliu', name: '汇流' }] as const;
export type ProductKey = (typeof PRODUCTS)[number]['key'];
export const PRODUCT_KEYS = PRODUCTS.map((p) => p.key) as [ProductKey, ...ProductKey[]];
