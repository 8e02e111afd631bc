import { flattenSteps, isFilled, lookupAppId, type AppLookup } from '@huiliu/core';
import {
  AiDraftSchema,
  buildDraft,
  checkFieldSuggestions,
  checkFlowSuggestions,
  FieldSuggestionsSchema,
  FlowSuggestionsSchema,
  jsonSchemaOf,
  mappableFields,
  type BuildDraftOptions,
} from '@huiliu/core/ai';
import type { z } from 'zod';
import { AiEngineFailure, type AcceptedDraft, type AiEngine, type DraftRequest, type FieldsRequest, type FlowRequest } from '../engine';
import type { PlannerCatalogue } from '../planner/search';
import type { AiSettings } from '../settings';
import { actionTitles } from '../titles';
import { chatCompletion, type ChatMessage } from './chat';
import { draftSystemPrompt, fieldsSystemPrompt, fieldsUserPrompt, flowSystemPrompt, flowUserPrompt } from './prompts';

/** One answer and two more tries, the problems fed back each time (issue 12 "retried on invalid output"). */
export const LLM_ATTEMPTS = 3;

interface Task<T> {
  name: string;
  schema: z.ZodType;
  system: string;
  user: string;
  check(raw: unknown): { ok: true; value: T } | { ok: false; errors: string[] };
}

/**
 * The LLM engine: each call is a JSON-schema-constrained chat completion whose output core checks (a draft through
 * buildDraft, suggestions through their checks); an invalid answer is asked again with its problems, at most
 * LLM_ATTEMPTS times, then it fails as 'invalid' and the service falls back to the planner.
 */
export class LlmEngine implements AiEngine {
  readonly name = 'llm';

  constructor(
    private readonly settings: AiSettings,
    private readonly catalogue: PlannerCatalogue & AppLookup,
    private readonly options: Pick<BuildDraftOptions, 'newUuid'> & { fetch?: typeof fetch } = {},
  ) {}

  draft({ description, lang }: DraftRequest): Promise<AcceptedDraft> {
    return this.ask({
      name: 'huiliu_pipeline_draft',
      schema: AiDraftSchema,
      system: draftSystemPrompt(this.catalogue.listed(), lang),
      user: description,
      check: (raw) => {
        const built = buildDraft(raw, this.catalogue, { newUuid: this.options.newUuid, actionTitle: actionTitles(lang) });
        return built.ok ? { ok: true, value: built } : built;
      },
    });
  }

  flow({ content, description, lang, limit }: FlowRequest) {
    const present = new Set(flattenSteps(content).map((s) => `${lookupAppId(s.app_id)}/${s.action_id}`));
    return this.ask({
      name: 'huiliu_flow_suggestions',
      schema: FlowSuggestionsSchema,
      system: flowSystemPrompt(this.catalogue.listed(), lang, limit),
      user: flowUserPrompt(content, description),
      check: (raw) => {
        const checked = checkFlowSuggestions(raw, this.catalogue);
        return checked.ok ? { ok: true, value: checked.list.filter((s) => !present.has(`${s.app_id}/${s.action_id}`)).slice(0, limit) } : checked;
      },
    });
  }

  fields({ app, action, steps, filled, lang }: FieldsRequest) {
    const empty = mappableFields(action.fields).filter((f) => !isFilled(filled[f.key]));
    return this.ask({
      name: 'huiliu_field_suggestions',
      schema: FieldSuggestionsSchema,
      system: fieldsSystemPrompt(lang),
      user: fieldsUserPrompt(
        app,
        action.action_id,
        empty,
        steps,
        Object.keys(filled).filter((k) => isFilled(filled[k])),
      ),
      check: (raw) => {
        const checked = checkFieldSuggestions(raw, action.fields, steps);
        return checked.ok ? { ok: true, value: checked.list.filter((s) => !isFilled(filled[s.field])) } : checked;
      },
    });
  }

  private async ask<T>(task: Task<T>): Promise<T> {
    const messages: ChatMessage[] = [
      { role: 'system', content: task.system },
      { role: 'user', content: task.user },
    ];
    const schema = jsonSchemaOf(task.schema);
    let problems: string[] = [];
    for (let attempt = 1; attempt <= LLM_ATTEMPTS; attempt++) {
      const answer = await chatCompletion(this.settings, messages, { name: task.name, schema }, this.options.fetch);
      if (!answer.ok) problems = [answer.why];
      else {
        const checked = this.checkText(answer.content, task);
        if (checked.ok) return checked.value;
        problems = checked.errors;
      }
      messages.push(
        { role: 'assistant', content: answer.ok ? answer.content : '' },
        { role: 'user', content: `上面的输出不合格：\n- ${problems.join('\n- ')}\n请修正这些问题，重新输出完整的 JSON。` },
      );
    }
    throw new AiEngineFailure('invalid', `${LLM_ATTEMPTS} 次回答都不合格：${problems.slice(0, 5).join('；')}`);
  }

  private checkText<T>(content: string, task: Task<T>): ReturnType<Task<T>['check']> {
    let raw: unknown;
    try {
      raw = JSON.parse(content);
    } catch {
      return { ok: false, errors: ['输出不是合法的 JSON'] };
    }
    return task.check(raw);
  }
}
