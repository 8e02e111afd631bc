import type { GuardedHttpClient } from '../../http/guarded-client';
import { vendorBase } from '../vendor-base';
import { TokenCache, vendorTokens } from './token-cache';
import { VendorError, vendorJson } from './vendor-call';

/** What an account of 微信公众号 (app 2010) holds. */
export interface WechatCreds {
  appid: string;
  appsecret: string;
}

const NAME = '微信公众号';

/** 公众号 全局返回码 a person can act on; others keep the vendor's errmsg. */
const HINTS: Record<number, string> = {
  40001: 'AppSecret 错误，或 access_token 无效',
  40013: '不合法的 AppID',
  40125: 'AppSecret 不正确',
  40003: '不合法的 OpenID（接收人不是该公众号的粉丝）',
  40037: '不合法的模板 ID',
  40164: '调用接口的 IP 不在公众号的 IP 白名单中',
  42001: 'access_token 已过期',
  43004: '接收人没有关注该公众号',
  47003: '模板参数不准确',
};

/** A call answering one of these had a bad token: fetch a new one and try once more. */
const STALE_TOKEN = new Set([40001, 40014, 42001]);

function check(reply: Record<string, unknown>): Record<string, unknown> {
  const code = Number(reply.errcode ?? 0);
  if (code !== 0) throw new VendorError(NAME, code, HINTS[code] ?? String(reply.errmsg ?? ''));
  return reply;
}

/** 微信公众平台 API of an official account: /cgi-bin/token, then calls with the cached access_token. */
export class WechatClient {
  private readonly tokens: TokenCache;
  private readonly base: string;

  constructor(
    private readonly deps: { http: GuardedHttpClient; tokens?: TokenCache; env?: NodeJS.ProcessEnv },
    private readonly creds: WechatCreds,
  ) {
    this.tokens = deps.tokens ?? vendorTokens;
    this.base = vendorBase('wechat', deps.env);
  }

  private get key(): string {
    return TokenCache.keyOf('wechat', this.creds.appid, this.creds.appsecret);
  }

  /** GET /cgi-bin/token?grant_type=client_credential: a reply with errcode is a refusal. */
  async fetchToken(): Promise<{ token: string; expiresIn: number }> {
    const reply = check(
      await vendorJson(this.deps.http, NAME, {
        method: 'GET',
        url: `${this.base}/cgi-bin/token`,
        query: { grant_type: 'client_credential', appid: this.creds.appid, secret: this.creds.appsecret },
      }),
    );
    if (typeof reply.access_token !== 'string' || reply.access_token === '') throw new VendorError(NAME, '-', '未返回 access_token');
    return { token: reply.access_token, expiresIn: Number(reply.expires_in ?? 7200) };
  }

  token(): Promise<string> {
    return this.tokens.get(this.key, () => this.fetchToken());
  }

  async call(path: string, body: unknown): Promise<Record<string, unknown>> {
    for (let attempt = 0; ; attempt++) {
      const token = await this.token();
      const reply = await vendorJson(this.deps.http, NAME, { method: 'POST', url: `${this.base}${path}`, query: { access_token: token }, body });
      if (attempt === 0 && STALE_TOKEN.has(Number(reply.errcode))) {
        this.tokens.invalidate(this.key);
        continue;
      }
      return check(reply);
    }
  }

  /** POST /cgi-bin/message/template/send: 发送模板消息. `data` is { key: { value } }. */
  sendTemplate(msg: {
    touser: string;
    template_id: string;
    url?: string;
    data: Record<string, { value: string }>;
  }): Promise<Record<string, unknown>> {
    return this.call('/cgi-bin/message/template/send', {
      touser: msg.touser,
      template_id: msg.template_id,
      ...(msg.url ? { url: msg.url } : {}),
      data: msg.data,
    });
  }
}
