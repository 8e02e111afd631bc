import type { AiLang } from '@huiliu/contract';
import { flattenSteps, lookupAppId, WEBHOOK_RESPONSE_TYPES, type PipelineContent } from '@huiliu/core';
import type { FlowSuggestion } from '@huiliu/core/ai';
import { PHRASES, say } from './words';

type Candidate = FlowSuggestion & { score: number };
type Phrase = (typeof PHRASES)[keyof typeof PHRASES];

const BOTS = ['2002', '2001', '2003'];

/**
 * The planner's next steps (spec §7 get_flow_suggestion): what a pipeline like this one usually does next — a custom
 * return a synchronous webhook still lacks, a lookup after a schedule, a loop over rows found, alerts after a failure,
 * a filter after a webhook, a group message, a data table row, an email, an API call — and first of all what the
 * description asks for and the pipeline does not have yet. Nothing it already has; best first.
 */
export function suggestNext(
  content: PipelineContent,
  planned: ReadonlyArray<{ app_id: string; action_id: string }>,
  lang: AiLang,
  limit: number,
): FlowSuggestion[] {
  const steps = flattenSteps(content);
  const has = (appId: string, actionId?: string) => steps.some((s) => lookupAppId(s.app_id) === appId && (!actionId || s.action_id === actionId));
  const trigger = content[0]?.action_type === '1' ? lookupAppId(content[0].app_id) : undefined;
  const last = steps.at(-1);
  const candidates = new Map<string, Candidate>();
  const add = (app_id: string, action_id: string, score: number, phrase: Phrase) => {
    const key = `${app_id}/${action_id}`;
    if (has(app_id, action_id) || (candidates.get(key)?.score ?? 0) >= score) return;
    candidates.set(key, { app_id, action_id, score, reason: say(phrase, lang) });
  };
  planned.forEach((step, i) => add(step.app_id, step.action_id, 2 - i / 100, PHRASES.fromDescription));
  if (trigger === '1001' && content[0]!.params.response_type === WEBHOOK_RESPONSE_TYPES.FOLLOWING_STEPS)
    add('1009', 'return', 0.95, PHRASES.returnToCaller);
  if (trigger === '1002' && !has('1006')) add('1006', 'find_rows', 0.85, PHRASES.lookupOnSchedule);
  if (last && lookupAppId(last.app_id) === '1006') add('1005', 'loop', 0.8, PHRASES.loopRows);
  if (trigger === '1010') {
    BOTS.forEach((bot, i) => add(bot, 'send_text', 0.9 - i / 100, PHRASES.alertOnFailure));
    add('2004', 'send_email', 0.86, PHRASES.alertOnFailure);
  }
  if (trigger === '1001' && !has('1003') && steps.length <= 2) add('1003', 'filter', 0.6, PHRASES.filterFirst);
  const anyBot = BOTS.some((bot) => has(bot));
  BOTS.forEach((bot, i) => add(bot, 'send_text', (anyBot ? 0.35 : 0.75) - i / 100, PHRASES.notifyGroup));
  add('1007', 'to_table', 0.65, PHRASES.keepRecord);
  add('2004', 'send_email', 0.5, PHRASES.emailPeople);
  add('1007', 'send', 0.4, PHRASES.callApi);
  return [...candidates.values()]
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ app_id, action_id, reason }) => ({ app_id, action_id, reason }));
}
