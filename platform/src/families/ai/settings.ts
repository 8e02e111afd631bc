import { AppError } from '@huiliu/core';

/** The LLM provider the environment configures (README "Configuration"): an OpenAI-compatible chat API. */
export interface AiSettings {
  /** Without a trailing slash; requests go to `${baseUrl}/chat/completions`. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer …`; never logged, never in an error message. Local servers may need none. */
  apiKey: string | undefined;
  model: string;
  /** Per HTTP request (each retry has its own). */
  timeoutMs: number;
}

export const AI_DEFAULT_TIMEOUT_MS = 30_000;

const fail = (message: string) => new AppError('CONFIG_INVALID', message);

/**
 * HUILIU_AI_BASE_URL, HUILIU_AI_API_KEY, HUILIU_AI_MODEL (and HUILIU_AI_TIMEOUT_MS): undefined when none is set (the
 * offline planner answers); a malformed or incomplete setting stops start-up with a Chinese message naming it, like
 * HUILIU_OUTBOUND_ALLOW. The key's value is never part of a message.
 */
export function aiSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): AiSettings | undefined {
  const base = env.HUILIU_AI_BASE_URL?.trim() || undefined;
  const key = env.HUILIU_AI_API_KEY === '' ? undefined : env.HUILIU_AI_API_KEY;
  const model = env.HUILIU_AI_MODEL?.trim() || undefined;
  const timeoutMs = timeoutOf(env.HUILIU_AI_TIMEOUT_MS?.trim() || undefined);
  if (!base && key === undefined && !model) return undefined;
  if (!base)
    throw fail('设置了 HUILIU_AI_API_KEY 或 HUILIU_AI_MODEL，但没有设置 HUILIU_AI_BASE_URL（OpenAI 兼容接口的地址，例如 https://api.openai.com/v1）');
  if (!model) throw fail('设置了 HUILIU_AI_BASE_URL，但没有设置 HUILIU_AI_MODEL（模型名，例如 gpt-4o-mini）');
  if (key !== undefined && !/^[\x21-\x7e]+$/.test(key)) {
    throw fail('HUILIU_AI_API_KEY 含有空白、控制字符或非 ASCII 字符，不能放进请求头（出于安全，这里不显示它的值）');
  }
  if (!/^[\w.:/@+-]{1,200}$/.test(model)) throw fail(`HUILIU_AI_MODEL 中的“${model}”不是合法的模型名（字母、数字和 . : / @ + - _，最长 200）`);
  return { baseUrl: baseUrlOf(base), apiKey: key, model, timeoutMs };
}

function baseUrlOf(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw fail(`HUILIU_AI_BASE_URL 中的“${text}”不是合法的地址，例如 https://api.openai.com/v1`);
  }
  // a password in the address would end up in logs and error messages: the key has its own variable
  if (url.username || url.password) throw fail('HUILIU_AI_BASE_URL 不能包含用户名或密码，密钥请放在 HUILIU_AI_API_KEY');
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw fail(`HUILIU_AI_BASE_URL 中的“${text}”必须以 http:// 或 https:// 开头`);
  if (url.search || url.hash) throw fail(`HUILIU_AI_BASE_URL 中的“${text}”不能带查询参数或 #，只写到接口的版本路径，例如 https://api.openai.com/v1`);
  return url.toString().replace(/\/+$/, '');
}

function timeoutOf(text: string | undefined): number {
  if (text === undefined) return AI_DEFAULT_TIMEOUT_MS;
  const n = /^\d{1,7}$/.test(text) ? Number(text) : Number.NaN;
  if (!(n >= 1000 && n <= 600_000)) throw fail(`HUILIU_AI_TIMEOUT_MS 中的“${text}”不是 1000–600000 之间的毫秒数`);
  return n;
}
