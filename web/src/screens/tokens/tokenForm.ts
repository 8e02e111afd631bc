import {
  API_TOKEN_DEFAULT_RATE_LIMIT,
  API_TOKEN_EXPIRY_DAYS,
  API_TOKEN_RATE_LIMIT_MAX,
  API_TOKEN_RATE_LIMIT_MIN,
  DEFAULT_TIME_ZONE,
  isApiTokenExpiryDay,
} from '@huiliu/core';
import type { CreateApiTokenInput } from '../../gql/graphql';

/** 7 / 30 / 90 / 365 days, or 'day': a last day chosen on the calendar (core API_TOKEN_EXPIRY_DAYS). */
export type ExpiryChoice = `${(typeof API_TOKEN_EXPIRY_DAYS)[number]}` | 'day';
export const EXPIRY_CHOICES: readonly ExpiryChoice[] = [...API_TOKEN_EXPIRY_DAYS.map((d) => `${d}` as ExpiryChoice), 'day'];

export interface TokenForm {
  name: string;
  /** Service tokens only: the member the token acts as. */
  userId: string;
  role: string;
  expiry: ExpiryChoice;
  lastDay: string;
  rateLimit: string;
}

export type TokenFormErrors = Partial<Record<'name' | 'userId' | 'role' | 'lastDay' | 'rateLimit', string>>;

export const emptyTokenForm = (): TokenForm => ({
  name: '',
  userId: '',
  role: '',
  expiry: '30',
  lastDay: '',
  rateLimit: String(API_TOKEN_DEFAULT_RATE_LIMIT),
});

/** The form's problems as i18n keys of the `tokens` namespace; empty when it can be sent. */
export function validateTokenForm(form: TokenForm, service: boolean, now: Date = new Date()): TokenFormErrors {
  const errors: TokenFormErrors = {};
  const name = form.name.trim();
  if (!name) errors.name = 'form.nameRequired';
  else if (name.length > 64) errors.name = 'form.nameTooLong';
  if (service && !form.userId) errors.userId = 'form.memberRequired';
  if (!form.role) errors.role = 'form.roleRequired';
  if (form.expiry === 'day' && !isApiTokenExpiryDay(form.lastDay, DEFAULT_TIME_ZONE, now)) errors.lastDay = 'form.lastDayInvalid';
  const rate = Number(form.rateLimit);
  if (!/^\d+$/.test(form.rateLimit.trim()) || rate < API_TOKEN_RATE_LIMIT_MIN || rate > API_TOKEN_RATE_LIMIT_MAX)
    errors.rateLimit = 'form.rateLimitInvalid';
  return errors;
}

/** What createApiToken is sent: exactly one expiry choice. */
export function tokenInput(form: TokenForm, service: boolean): CreateApiTokenInput {
  return {
    name: form.name.trim(),
    kind: service ? 'SERVICE' : 'PERSONAL',
    role: form.role,
    rateLimit: Number(form.rateLimit),
    ...(service ? { userId: form.userId } : {}),
    ...(form.expiry === 'day' ? { expiresOn: form.lastDay } : { expiresInDays: Number(form.expiry) }),
  };
}
