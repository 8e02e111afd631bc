import type { GuardedHttpClient } from '../../http/guarded-client';
import { vendorBase } from '../vendor-base';
import { TokenCache, vendorTokens } from './token-cache';
import { VendorError, vendorJson } from './vendor-call';

/** What an account of 企业微信自建应用 (app 2007) holds. */
export interface CorpWechatCreds {
  corpid: string;
  corpsecret: string;
  agentid: string;
}

const NAME = '企业微信';

/** Chinese words for the errcodes a person can act on (企业微信 全局错误码); others keep the vendor's errmsg. */
const HINTS: Record<number, string> = {
  40001: '不合法的 Secret，请检查应用的 Secret',
  40013: '不合法的企业 ID（CorpID）',
  40014: '不合法的 access_token',
  40056: '不合法的应用 AgentId',
  42001: 'access_token 已过期',
  48002: '应用没有调用该接口的权限',
  60011: '应用没有访问该成员或部门的权限（请检查可见范围）',
  60020: '访问 IP 不在应用的可信 IP 白名单中',
  81013: '接收人（成员、部门、标签）全部无效或不在可见范围内',
  84061: '外部联系人不存在或不属于本企业',
};

/** errcodes that mean "this token is no good": fetch a fresh one and try once more. */
const STALE_TOKEN = new Set([40014, 42001]);

function check(reply: Record<string, unknown>): Record<string, unknown> {
  const code = Number(reply.errcode ?? 0);
  if (code !== 0) throw new VendorError(NAME, code, HINTS[code] ?? String(reply.errmsg ?? ''));
  return reply;
}

export interface CorpWechatDeps {
  http: GuardedHttpClient;
  tokens?: TokenCache;
  env?: NodeJS.ProcessEnv;
}

/**
 * The calls of 企业微信服务端 API a self-built app (自建应用) makes: gettoken, then every call with the cached
 * access_token, retried once with a fresh token when 企业微信 answers 40014 or 42001.
 */
export class CorpWechatClient {
  private readonly tokens: TokenCache;
  private readonly base: string;

  constructor(
    private readonly deps: CorpWechatDeps,
    private readonly creds: CorpWechatCreds,
  ) {
    this.tokens = deps.tokens ?? vendorTokens;
    this.base = vendorBase('corpwechat', deps.env);
  }

  private get key(): string {
    return TokenCache.keyOf('corpwechat', this.creds.corpid, this.creds.corpsecret);
  }

  /** GET /cgi-bin/gettoken: proves corpid + corpsecret; never cached when it fails. */
  async fetchToken(): Promise<{ token: string; expiresIn: number }> {
    const reply = check(
      await vendorJson(this.deps.http, NAME, {
        method: 'GET',
        url: `${this.base}/cgi-bin/gettoken`,
        query: { corpid: this.creds.corpid, corpsecret: this.creds.corpsecret },
      }),
    );
    if (typeof reply.access_token !== 'string' || reply.access_token === '') throw new VendorError(NAME, '-', '未返回 access_token');
    return { token: reply.access_token, expiresIn: Number(reply.expires_in ?? 7200) };
  }

  /**
   * A confirmation's proof: a fresh gettoken (never a cached token: the Secret may have been reset), kept for
   * the account's first send, then /cgi-bin/agent/get, which 企业微信 answers only for an AgentId of this Secret's
   * app — a mistyped AgentId shows now rather than at the first message.
   */
  async prove(): Promise<{ agent_name: string }> {
    this.tokens.put(this.key, await this.fetchToken());
    const agent = await this.call('GET', '/cgi-bin/agent/get', { agentid: this.creds.agentid });
    return { agent_name: String(agent.name ?? '') };
  }

  token(): Promise<string> {
    return this.tokens.get(this.key, () => this.fetchToken());
  }

  /** A call with `access_token` in the query; a stale token is dropped and the call tried once more. */
  async call(method: 'GET' | 'POST', path: string, query: Record<string, string> = {}, body?: unknown): Promise<Record<string, unknown>> {
    for (let attempt = 0; ; attempt++) {
      const token = await this.token();
      const reply = await vendorJson(this.deps.http, NAME, { method, url: `${this.base}${path}`, query: { ...query, access_token: token }, body });
      if (attempt === 0 && STALE_TOKEN.has(Number(reply.errcode))) {
        this.tokens.invalidate(this.key);
        continue;
      }
      return check(reply);
    }
  }

  /** POST /cgi-bin/message/send: 发送应用消息 (text or markdown) to members and/or departments. */
  sendMessage(msg: { touser?: string; toparty?: string; msgtype: 'text' | 'markdown'; content: string }): Promise<Record<string, unknown>> {
    return this.call(
      'POST',
      '/cgi-bin/message/send',
      {},
      {
        ...(msg.touser ? { touser: msg.touser } : {}),
        ...(msg.toparty ? { toparty: msg.toparty } : {}),
        msgtype: msg.msgtype,
        agentid: Number(this.creds.agentid),
        [msg.msgtype]: { content: msg.content },
        safe: 0,
      },
    );
  }

  /** GET /cgi-bin/department/list: the directory's departments (all, or under one id). */
  async departments(id?: string): Promise<{ id: number; name: string; parentid: number }[]> {
    const reply = await this.call('GET', '/cgi-bin/department/list', id ? { id } : {});
    return Array.isArray(reply.department) ? (reply.department as { id: number; name: string; parentid: number }[]) : [];
  }

  /** GET /cgi-bin/user/simplelist: members of one department. */
  async users(departmentId: string): Promise<{ userid: string; name: string; department: number[] }[]> {
    const reply = await this.call('GET', '/cgi-bin/user/simplelist', { department_id: departmentId });
    return Array.isArray(reply.userlist) ? (reply.userlist as { userid: string; name: string; department: number[] }[]) : [];
  }

  /** POST /cgi-bin/externalcontact/convert_to_openid: an external contact's WeChat openid. */
  async openidOf(externalUserid: string): Promise<string> {
    const reply = await this.call('POST', '/cgi-bin/externalcontact/convert_to_openid', {}, { external_userid: externalUserid });
    return String(reply.openid ?? '');
  }
}
