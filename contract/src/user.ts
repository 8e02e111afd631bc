import { z } from 'zod';
import { call } from './call';
import { PERMISSIONS } from '@huiliu/core';
import { bit, id, timestamp } from './fields';

/** A person of a company (docs/rest-contract.md "Accounts of people"). */
export const User = z.strictObject({
  userid: id,
  uid: id,
  company_id: id,
  uname: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  corp_name: z.string(),
  /** A built-in role's key (owner, admin, editor, viewer) or a custom role's id (issue 13). */
  role: z.string(),
  /** The role's name: core's Chinese name of a built-in role, a custom role's own name. */
  role_name: z.string(),
  /** 1 once disabled: the person can no longer sign in, and their sessions and API tokens stop at once. */
  disabled: bit,
  created_at: timestamp,
});
export type User = z.output<typeof User>;

/** The signed-in person, with what their role lets them do (the web hides what they may not; the platform refuses it). */
export const Me = User.extend({ permissions: z.array(z.enum(PERMISSIONS)) });
export type Me = z.output<typeof Me>;

export const AuthResult = z.strictObject({ token: z.string(), userid: id, company_id: id, expires_at: timestamp, user: User });
export type AuthResult = z.output<typeof AuthResult>;

const registerBody = z.object({
  company_name: z.string().trim().min(1).max(100),
  uname: z.string().trim().min(1).max(64),
  email: z.email().max(254),
  password: z.string().min(8).max(128),
  mobile: z.string().trim().max(32).optional(),
});

const loginBody = z.object({ email: z.string().min(1).max(254), password: z.string().min(1).max(128) });

/** Accounts of people — `/v1/api/user`; sign-up and sign-in are the only calls open without a token. */
export const user = {
  register: call({ method: 'POST', path: '/v1/api/user/register', public: true, body: registerBody, reply: AuthResult }),
  login: call({ method: 'POST', path: '/v1/api/user/login', public: true, body: loginBody, reply: AuthResult }),
  /** Revokes the current session. */
  logout: call({ method: 'POST', path: '/v1/api/user/logout', reply: z.null() }),
  info: call({ method: 'GET', path: '/v1/api/user/info', reply: Me }),
};
