import { AppError } from '@huiliu/core';
import nodemailer from 'nodemailer';
import type { AppExecutor } from '../../engine/types';
import type { GuardedHttpClient } from '../../http/guarded-client';
import { accountStep } from './account-step';
import { authWithDefaults, coerceInput } from './input';

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  password: string;
  from: string;
}

export function smtpSettings(data: Record<string, unknown>): SmtpSettings | string {
  const host = String(data.host ?? '').trim();
  const port = Number(data.port);
  if (host === '') return '请填写 SMTP 服务器';
  if (!Number.isInteger(port) || port < 1 || port > 65535) return 'SMTP 端口必须是 1–65535 的整数';
  const user = String(data.user ?? '').trim();
  return {
    host,
    port,
    secure: data.secure === true || data.secure === 'true',
    user,
    password: String(data.password ?? ''),
    from: String(data.from ?? '').trim() || user,
  };
}

/**
 * A nodemailer transport to the account's server. The host passes the same private-address guard as HTTP (a
 * person's SMTP server must not be a way into the platform's network); the transport connects to the checked
 * address and keeps the host name for TLS.
 */
export async function smtpTransport(http: GuardedHttpClient, s: SmtpSettings) {
  const address = await http.resolveAllowed(s.host, s.port);
  return nodemailer.createTransport({
    host: address,
    port: s.port,
    secure: s.secure,
    auth: s.user !== '' ? { user: s.user, pass: s.password } : undefined,
    tls: { servername: s.host },
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

/** An SMTP reply that refuses the login (RFC 4954 535, 534, 530) means the account, not the message. */
const isAuthError = (err: unknown) => {
  const e = err as { code?: string; responseCode?: number };
  return e.code === 'EAUTH' || e.responseCode === 535 || e.responseCode === 534 || e.responseCode === 530;
};

/** 邮件 SMTP 发送邮件 (app 2004): a refused login marks the account; a refused address is final, a network failure may pass on retry. */
export const smtpHandler: AppExecutor = accountStep(
  async ({ ctx, app, action, auth, params }) => {
    const settings = smtpSettings(authWithDefaults(app.auth[0], auth.data));
    if (typeof settings === 'string') throw new AppError('BAD_REQUEST', settings);
    const input = coerceInput(action.fields, params);
    const to = input.to as string[];
    if (to.length === 0) throw new AppError('BAD_REQUEST', '请填写收件人');
    const text = String(input.text ?? '');
    const html = String(input.html ?? '');
    const transport = await smtpTransport(ctx.http, settings);
    const info = await transport.sendMail({
      from: settings.from,
      to,
      cc: (input.cc as string[]).length ? (input.cc as string[]) : undefined,
      subject: String(input.subject ?? ''),
      text: text || undefined,
      html: html || undefined,
      messageId: `<${ctx.idempotencyKey.replace(/[^A-Za-z0-9.-]/g, '.')}@huiliu>`,
    });
    transport.close();
    return { message_id: info.messageId, accepted: info.accepted.map(String), rejected: info.rejected.map(String) };
  },
  (err) => {
    const error = err instanceof AppError ? err.message : `发送邮件失败：${(err as Error).message}`;
    if (isAuthError(err)) return { error, authFailed: true };
    return { error, retryable: !(err instanceof AppError) };
  },
);

/** The account's connection test: log in and say hello without sending (nodemailer verify). */
export async function verifySmtp(http: GuardedHttpClient, data: Record<string, unknown>): Promise<{ ok: true } | { ok: false; message: string }> {
  const settings = smtpSettings(data);
  if (typeof settings === 'string') return { ok: false, message: settings };
  try {
    const transport = await smtpTransport(http, settings);
    await transport.verify();
    transport.close();
    return { ok: true };
  } catch (err) {
    return { ok: false, message: err instanceof AppError ? err.message : `连接 SMTP 服务器失败：${(err as Error).message}` };
  }
}
