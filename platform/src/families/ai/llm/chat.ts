import { AiEngineFailure } from '../engine';
import type { AiSettings } from '../settings';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** What a JSON-schema-constrained completion answered: its text, or what stood in for it. */
export type ChatAnswer = { ok: true; content: string } | { ok: false; why: string };

/** Longest reply body read: a draft is a few kilobytes; a provider answering megabytes is broken. */
const MAX_REPLY_BYTES = 2 * 1024 * 1024;

/**
 * One `POST {base}/chat/completions` of the OpenAI-compatible chat API with `response_format: json_schema` (strict).
 * The provider is the operator's setting, not an address a user chose, so it is called directly, not through the
 * guarded client (like SMTP_URL). Failures of the service itself are AiEngineFailures ('auth' for 401/403, 'timeout',
 * 'http', 'network'); a reply without usable content is `{ ok: false }` for the caller's retry. Nothing here logs,
 * and the key never enters a message: a provider echoing it has it masked.
 */
export async function chatCompletion(
  settings: AiSettings,
  messages: readonly ChatMessage[],
  format: { name: string; schema: Record<string, unknown> },
  fetchImpl: typeof fetch = fetch,
): Promise<ChatAnswer> {
  const mask = (text: string) => (settings.apiKey ? text.split(settings.apiKey).join('******') : text);
  let res: Response;
  let body: string;
  try {
    res = await fetchImpl(`${settings.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}) },
      body: JSON.stringify({
        model: settings.model,
        messages,
        temperature: 0,
        response_format: { type: 'json_schema', json_schema: { name: format.name, strict: true, schema: format.schema } },
      }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    body = await res.text();
  } catch (err) {
    const name = (err as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') throw new AiEngineFailure('timeout', `${settings.timeoutMs} ms 内没有回答`);
    throw new AiEngineFailure('network', mask(String((err as Error & { cause?: Error }).cause?.message ?? (err as Error).message)));
  }
  if (res.status === 401 || res.status === 403) throw new AiEngineFailure('auth', `HTTP ${res.status} ${mask(body.slice(0, 200))}`);
  if (!res.ok) throw new AiEngineFailure('http', `HTTP ${res.status} ${mask(body.slice(0, 200))}`);
  if (body.length > MAX_REPLY_BYTES) return { ok: false, why: '回复过大' };
  let reply: { choices?: Array<{ message?: { content?: unknown; refusal?: unknown } }> };
  try {
    reply = JSON.parse(body) as typeof reply;
  } catch {
    throw new AiEngineFailure('http', '回复不是 OpenAI 兼容接口的 JSON');
  }
  const message = reply.choices?.[0]?.message;
  if (typeof message?.refusal === 'string' && message.refusal !== '') return { ok: false, why: `模型拒绝回答：${message.refusal.slice(0, 200)}` };
  if (typeof message?.content !== 'string' || message.content.trim() === '')
    return { ok: false, why: '回复里没有内容（choices[0].message.content）' };
  return { ok: true, content: message.content };
}
