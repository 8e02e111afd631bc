import { DEFAULT_INVITE_HOURS, INVITE_STATUSES, MAX_INVITE_HOURS } from '@huiliu/core';
import { z } from 'zod';
import { call, page } from './call';
import { bit, id, idString, paging, timestamp } from './fields';
import { roleKey } from './members';
import { AuthResult } from './user';

const BASE = '/v1/api/main/company';

/** An invite as the company's admins see it: never its token (stored as sha256 only). */
export const Invite = z.strictObject({
  invite_id: id,
  role: z.string(),
  /** Core's Chinese name of a built-in role, a custom role's own name ('' once that role is gone). */
  role_name: z.string(),
  /** Only this address may register through the link; null: anyone who has it. */
  email: z.string().nullable(),
  status: z.enum(INVITE_STATUSES),
  inviter_id: id,
  /** Who registered through it. */
  accepted_by: id.nullable(),
  expires_at: timestamp,
  used_at: timestamp.nullable(),
  created_at: timestamp,
});
export type Invite = z.output<typeof Invite>;

/** What the link's page shows before registering: the company, the role, and whether it can still be used. */
export const InviteLink = z.strictObject({
  status: z.enum(INVITE_STATUSES),
  usable: bit,
  company_name: z.string(),
  role: z.string(),
  role_name: z.string(),
  email: z.string().nullable(),
  expires_at: timestamp,
});
export type InviteLink = z.output<typeof InviteLink>;

/** The token as the link carries it (43 url-safe characters); anything else is simply not a token we gave. */
const inviteToken = z.string().trim().min(1, '缺少邀请链接').max(128);

/**
 * Invite by token link (spec §7 Invite: getoken, newtoken, checkurl, regist, swtich, spelled as the spec does).
 * Methods are inferred: reads GET, changes POST (docs/rest-contract-company.md "members").
 */
export const invite = {
  /** The company's invites, newest first, optionally of one status. */
  getoken: call({
    method: 'GET',
    path: `${BASE}/getoken`,
    query: z.object({ status: z.enum(INVITE_STATUSES).optional(), ...paging }),
    reply: page(Invite),
  }),
  /** A single-use link; the plain token and the absolute link are in this reply only. */
  newtoken: call({
    method: 'POST',
    path: `${BASE}/newtoken`,
    blankIsAbsent: true,
    body: z.object({
      role: roleKey.optional(),
      email: z.email('请输入有效的邮箱地址').max(254).optional(),
      expires_in_hours: z
        .number()
        .int()
        .min(1)
        .max(MAX_INVITE_HOURS, `有效期最长 ${MAX_INVITE_HOURS / 24} 天`)
        .default(DEFAULT_INVITE_HOURS),
      /** The origin the browser reached the product through (the gateway sends it); PUBLIC_URL wins when set. */
      public_origin: z.string().max(300).optional(),
    }),
    reply: z.strictObject({ invite: Invite, token: z.string(), link: z.string() }),
  }),
  /** Open to anyone holding a link; an unknown token is INVITE_NOT_FOUND whatever it looks like. */
  checkurl: call({ method: 'GET', path: `${BASE}/checkurl`, public: true, query: z.object({ token: inviteToken }), reply: InviteLink }),
  /** Registers a new person into the invite's company with its role and signs them in, once per link. */
  regist: call({
    method: 'POST',
    path: `${BASE}/regist`,
    public: true,
    body: z.object({
      token: inviteToken,
      uname: z.string().trim().min(1).max(64),
      email: z.email().max(254),
      password: z.string().min(8).max(128),
      mobile: z.string().trim().max(32).optional(),
    }),
    reply: AuthResult,
  }),
  /** `active` 0 revokes an unused invite, 1 opens it again (a used one stays used). */
  swtich: call({ method: 'POST', path: `${BASE}/swtich`, body: z.object({ invite_id: idString, active: bit }), reply: Invite }),
};
