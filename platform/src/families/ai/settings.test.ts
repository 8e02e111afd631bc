import { describe, expect, it } from 'vitest';
import { startPlatform } from '../../start';
import { AI_DEFAULT_TIMEOUT_MS, aiSettingsFromEnv } from './settings';

const KEY = 'sk-abc_DEF-123';

describe('aiSettingsFromEnv', () => {
  it('is undefined when no provider is configured: the planner answers', () => {
    expect(aiSettingsFromEnv({})).toBeUndefined();
    expect(aiSettingsFromEnv({ HUILIU_AI_BASE_URL: ' ', HUILIU_AI_MODEL: '', HUILIU_AI_API_KEY: '' })).toBeUndefined();
  });

  it('reads the base URL without its trailing slash, the key, the model and the timeout', () => {
    expect(
      aiSettingsFromEnv({ HUILIU_AI_BASE_URL: 'https://api.deepseek.com/v1/', HUILIU_AI_API_KEY: KEY, HUILIU_AI_MODEL: 'deepseek-chat' }),
    ).toEqual({
      baseUrl: 'https://api.deepseek.com/v1',
      apiKey: KEY,
      model: 'deepseek-chat',
      timeoutMs: AI_DEFAULT_TIMEOUT_MS,
    });
    // a local server (Ollama, vLLM) needs no key
    expect(
      aiSettingsFromEnv({ HUILIU_AI_BASE_URL: 'http://127.0.0.1:11434/v1', HUILIU_AI_MODEL: 'qwen2.5:7b', HUILIU_AI_TIMEOUT_MS: '90000' }),
    ).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: undefined,
      model: 'qwen2.5:7b',
      timeoutMs: 90_000,
    });
  });

  it.each([
    [{ HUILIU_AI_API_KEY: KEY, HUILIU_AI_MODEL: 'm' }, /没有设置 HUILIU_AI_BASE_URL/],
    [{ HUILIU_AI_BASE_URL: 'https://api.openai.com/v1' }, /没有设置 HUILIU_AI_MODEL/],
    [{ HUILIU_AI_BASE_URL: 'api.openai.com/v1', HUILIU_AI_MODEL: 'm' }, /“api\.openai\.com\/v1”不是合法的地址/],
    [{ HUILIU_AI_BASE_URL: 'ftp://x.cn/v1', HUILIU_AI_MODEL: 'm' }, /必须以 http:\/\/ 或 https:\/\/ 开头/],
    [{ HUILIU_AI_BASE_URL: 'https://x.cn/v1?key=1', HUILIU_AI_MODEL: 'm' }, /不能带查询参数/],
    [{ HUILIU_AI_BASE_URL: 'https://u:secret@x.cn/v1', HUILIU_AI_MODEL: 'm' }, /不能包含用户名或密码/],
    [{ HUILIU_AI_BASE_URL: 'https://x.cn/v1', HUILIU_AI_MODEL: 'gpt 4' }, /“gpt 4”不是合法的模型名/],
    [{ HUILIU_AI_BASE_URL: 'https://x.cn/v1', HUILIU_AI_MODEL: 'm', HUILIU_AI_TIMEOUT_MS: '5s' }, /HUILIU_AI_TIMEOUT_MS 中的“5s”/],
    [{ HUILIU_AI_BASE_URL: 'https://x.cn/v1', HUILIU_AI_MODEL: 'm', HUILIU_AI_API_KEY: `${KEY} ` }, /HUILIU_AI_API_KEY 含有空白/],
  ])('stops start-up on %j with a Chinese message', (env, message) => {
    let thrown: unknown;
    try {
      aiSettingsFromEnv(env);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toMatchObject({ code: 5001, message: expect.stringMatching(message) });
    // neither the key nor a password in the address is ever repeated
    expect(String((thrown as Error).message)).not.toContain(KEY);
    expect(String((thrown as Error).message)).not.toContain('secret');
  });

  it('stops startPlatform before the database opens', async () => {
    const before = process.env.HUILIU_AI_BASE_URL;
    process.env.HUILIU_AI_BASE_URL = 'not a url';
    try {
      await expect(startPlatform()).rejects.toMatchObject({ code: 5001, message: expect.stringContaining('HUILIU_AI_BASE_URL') });
    } finally {
      if (before === undefined) delete process.env.HUILIU_AI_BASE_URL;
      else process.env.HUILIU_AI_BASE_URL = before;
    }
  });
});
