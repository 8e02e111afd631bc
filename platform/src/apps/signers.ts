import { createHmac } from 'node:crypto';
import type { RenderedRequest, RequestTemplate } from '@huiliu/core';
import { signDoudian, signMeituan } from './vendors/template-signers';

/** What a signer reads: the account's secret and the clock of the call. */
export interface SignInput {
  secret: string;
  now: Date;
  /** The account's whole auth data: 美团 and 抖店 sign with several of its values. */
  auth?: Record<string, unknown>;
}

export type SignerName = NonNullable<RequestTemplate['sign']>;

/**
 * 钉钉 自定义机器人 加签 (open.dingtalk.com "自定义机器人安全设置"): string_to_sign = timestamp(ms) + "\n" + secret,
 * HMAC-SHA256 keyed with the secret, base64, then URL-encoded as the `sign` query parameter beside `timestamp`.
 * URLSearchParams does the URL encoding when the request is sent.
 */
export function dingtalkSign(secret: string, timestampMs: number): string {
  return createHmac('sha256', secret).update(`${timestampMs}\n${secret}`, 'utf8').digest('base64');
}

/**
 * 飞书 自定义机器人 签名校验 (open.feishu.cn "自定义机器人使用指南"): the *key* is timestamp(s) + "\n" + secret and the
 * message is empty — the reverse of 钉钉 — base64 of the HMAC-SHA256 goes in the body as `sign` beside `timestamp`.
 */
export function feishuSign(secret: string, timestampS: number): string {
  return createHmac('sha256', `${timestampS}\n${secret}`).update('').digest('base64');
}

/**
 * Applies a definition's named signer to a rendered request. A bot without a 加签 secret is sent unsigned:
 * the secret is optional in both vendors' settings.
 */
export function applySigner(name: SignerName, req: RenderedRequest, input: SignInput): RenderedRequest {
  if (name === 'meituan') return signMeituan(req, input.auth ?? {}, input.now);
  if (name === 'doudian') return signDoudian(req, input.auth ?? {}, input.now);
  if (input.secret === '') return req;
  switch (name) {
    case 'dingtalk': {
      const ts = input.now.getTime();
      return { ...req, query: { ...req.query, timestamp: String(ts), sign: dingtalkSign(input.secret, ts) } };
    }
    case 'feishu': {
      const ts = Math.floor(input.now.getTime() / 1000);
      const body = req.body && typeof req.body === 'object' ? req.body : {};
      return { ...req, body: { timestamp: String(ts), sign: feishuSign(input.secret, ts), ...body } };
    }
  }
}
