import { FILTER_APP_ID, lookupAppId, parseTemplate, SEND_DATA_APP_ID, SWITCH_APP_ID, type AppStep } from '@huiliu/core';
import { conditionSummary } from './conditionSummary';

/** A step's generated name as an i18next key (namespace `editor`) and its values. */
export interface StepDescription {
  key: string;
  values: Record<string, string | number>;
}

/** Where an HTTP request goes, short: the host of a plain URL, else the address as written (mapped parts as N.path). */
function target(url: unknown): string {
  const text = String(url ?? '').trim();
  if (!text) return '';
  if (parseTemplate(text).some((p) => p.kind !== 'text')) return text;
  try {
    return new URL(text).host || text;
  } catch {
    return text;
  }
}

/**
 * What an unnamed step does, in words (issue 10, item 4): the canvas, the search and the panel's heading
 * call a step nobody named after its action *and* its settings — an HTTP request by method and host, a
 * filter by its first condition, a switch by its branch count — so three "发送 HTTP 请求" tell apart.
 * Undefined for the actions whose name already says it all.
 */
export function describeStep(step: AppStep, operatorName: (code: number) => string): StepDescription | undefined {
  const app = lookupAppId(step.app_id);
  const params = (step.params ?? {}) as Record<string, unknown>;
  if (app === SEND_DATA_APP_ID && step.action_id === 'send') {
    const method = String(params.method || 'POST').toUpperCase();
    const to = target(params.url);
    return to ? { key: 'canvas.auto.httpTo', values: { method, target: to } } : { key: 'canvas.auto.http', values: { method } };
  }
  if (app === FILTER_APP_ID) {
    const first = conditionSummary(params.conditions, operatorName);
    if (!first) return undefined;
    return { key: first.more > 0 ? 'canvas.auto.filterMore' : 'canvas.auto.filter', values: { ...first, count: first.more } };
  }
  if (app === SWITCH_APP_ID && step.segs?.length) return { key: 'canvas.auto.switch', values: { count: step.segs.length } };
  return undefined;
}
