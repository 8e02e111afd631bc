import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loopbackHttp } from '../../test/engine-fixtures';
import { CORPWECHAT_STANDIN as S, startCorpWechat, type CorpWechatStandin } from '../standins/corpwechat';
import { CorpWechatClient } from './corpwechat';
import { TokenCache } from './token-cache';

describe('企业微信自建应用 client against its stand-in', () => {
  let standin: CorpWechatStandin;
  let env: NodeJS.ProcessEnv;
  const http = loopbackHttp();
  beforeAll(async () => {
    standin = await startCorpWechat();
    env = { HUILIU_VENDOR_BASE_CORPWECHAT: standin.url };
  });
  afterAll(() => standin.close());
  const client = (tokens = new TokenCache(), creds = { corpid: S.corpid, corpsecret: S.corpsecret, agentid: S.agentid }) =>
    new CorpWechatClient({ http, tokens, env }, creds);

  it('sends an application message with one gettoken for several calls', async () => {
    const before = standin.tokensIssued();
    const c = client();
    const reply = await c.sendMessage({ touser: 'zhangsan|nobody', msgtype: 'text', content: '订单已发货' });
    expect(reply).toMatchObject({ errcode: 0, invaliduser: 'nobody' });
    await c.sendMessage({ toparty: '2', msgtype: 'markdown', content: '**新订单**' });
    expect(standin.tokensIssued() - before).toBe(1);
    expect(standin.messages.at(-2)).toMatchObject({ touser: 'zhangsan|nobody', agentid: Number(S.agentid), text: { content: '订单已发货' } });
    expect(standin.messages.at(-1)).toMatchObject({ toparty: '2', msgtype: 'markdown', markdown: { content: '**新订单**' } });
  });

  it('fetches a fresh token once when 企业微信 says the cached one expired (42001), then succeeds', async () => {
    const c = client();
    await c.departments();
    const before = standin.tokensIssued();
    standin.expireTokens();
    const list = await c.departments();
    expect(list.map((d) => d.name)).toEqual(['总部', '研发部']);
    expect(standin.tokensIssued() - before).toBe(1);
  });

  it('lists members of a department and converts an external contact to an openid', async () => {
    const c = client();
    expect((await c.users('2')).map((u) => u.name)).toEqual(['李四']);
    expect(await c.openidOf('wmEXT001')).toBe('oAbCdEfG123');
  });

  it('words the vendor refusals in Chinese with the errcode', async () => {
    await expect(client(new TokenCache(), { corpid: 'wrong', corpsecret: S.corpsecret, agentid: S.agentid }).fetchToken()).rejects.toThrow(
      '企业微信返回错误：不合法的企业 ID（CorpID）（错误码 40013）',
    );
    await expect(client(new TokenCache(), { corpid: S.corpid, corpsecret: 'nope', agentid: S.agentid }).token()).rejects.toThrow(/Secret.*40001/);
    await expect(client().sendMessage({ touser: 'ghost', msgtype: 'text', content: 'x' })).rejects.toThrow(/81013/);
    await expect(client().users('99')).rejects.toThrow(/invalid party id（错误码 60123）/);
    await expect(client().openidOf('wmNOPE')).rejects.toThrow(/外部联系人不存在/);
    await expect(
      client(new TokenCache(), { corpid: S.corpid, corpsecret: S.corpsecret, agentid: '1' }).sendMessage({
        touser: 'lisi',
        msgtype: 'text',
        content: 'x',
      }),
    ).rejects.toThrow(/AgentId/);
  });
});
