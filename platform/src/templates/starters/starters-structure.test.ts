import {
  TEMPLATE_CATEGORIES,
  customReturnProblems,
  flattenSteps,
  needsAccount,
  parsePipelineContent,
  serializePipelineContent,
  stepNumbers,
  templateAccountNeeds,
  templateVariableNeeds,
  validatePipeline,
  type AppStep,
  type StarterTemplate,
} from '@huiliu/core';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../apps/catalogue';
import { catalogueValidation } from '../../apps/validation';
import { STARTER_TEMPLATES } from './index';
import { refText, sampleOutputs, samplePathExists, stepRefs } from './testing/sample-outputs';

const catalogue = loadCatalogue();
const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;
const each = STARTER_TEMPLATES.map((t) => [`${t.template_id} ${t.title}`, t] as const);
const needsAccountOf = (appId: string) => {
  const app = catalogue.get(appId);
  return app ? needsAccount(app) : true;
};

/** Params a company decides for itself: ids, recipients, addresses. A starter leaves them empty (or maps them) and asks. */
const COMPANY_KEYS: Record<string, readonly string[]> = {
  '1006': ['table_id'],
  '1007': ['table_id', 'url'],
  '2004': ['to'],
  '2005': ['url'],
  '2006': ['owner', 'repo'],
  '2007': ['toparty'],
  '2010': ['template_id'],
};
const isEmpty = (v: unknown) => v === '' || v === undefined || (Array.isArray(v) && v.length === 0);

describe('the starter catalogue', () => {
  it('holds at least 20 starters with unique 9-digit ids starting 9', () => {
    expect(STARTER_TEMPLATES.length).toBeGreaterThanOrEqual(20);
    const ids = STARTER_TEMPLATES.map((t) => t.template_id);
    expect(ids.filter((id) => !/^9\d{8}$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('features two or three of the simplest, webhook → 钉钉群 among them', () => {
    const featured = STARTER_TEMPLATES.filter((t) => t.featured);
    expect(featured.length).toBeGreaterThanOrEqual(2);
    expect(featured.length).toBeLessThanOrEqual(3);
    for (const t of featured) expect(flattenSteps(t.content)).toHaveLength(2);
    expect(featured.map((t) => t.content.map((s) => s.app_id))).toContainEqual(['1001', '2002']);
  });

  it('uses every gallery category', () => {
    const used = new Set(STARTER_TEMPLATES.map((t) => t.category));
    expect(TEMPLATE_CATEGORIES.filter((c) => !used.has(c))).toEqual([]);
  });
});

describe.each(each)('starter %s', (_name, t: StarterTemplate) => {
  const steps = flattenSteps(t.content);
  const byUuid = new Map(steps.map((s) => [s.uuid, s]));

  it('is content the platform parses, starting with a trigger, every step on a real app and action', () => {
    const parsed = parsePipelineContent(serializePipelineContent(t.content));
    expect(parsed.ok && parsed.content.length).toBe(t.content.length);
    expect(steps.map((s) => s.action_type === '1')).toEqual(steps.map((_s, i) => i === 0));
    for (const step of steps) {
      const action = catalogue.action(step.app_id, step.action_id);
      expect(action, `${step.uuid}: ${step.app_id}/${step.action_id}`).toBeDefined();
      expect(action!.kind === 'action', `${step.uuid} kind`).toBe(step.action_type === '2');
      expect(step.title, `${step.uuid} title`).toMatch(CJK);
      expect(step.account_id).toBeUndefined();
    }
    expect(customReturnProblems(t.content)).toEqual([]);
  });

  it('is worded in Chinese with an English twin free of Chinese characters', () => {
    expect(t.title).toMatch(CJK);
    expect(t.description).toMatch(CJK);
    const english = [t.title_en, t.description_en, ...t.inputs.flatMap((i) => [i.label_en ?? '', i.help_en ?? ''])];
    expect(english.filter((text) => CJK.test(text))).toEqual([]);
    expect(t.title_en).not.toBe('');
    expect(t.inputs.every((i) => i.label_en && (i.help === undefined) === (i.help_en === undefined))).toBe(true);
    expect(t.keywords.some((k) => CJK.test(k)) && t.keywords.some((k) => !CJK.test(k))).toBe(true);
    expect(new Set(t.keywords).size).toBe(t.keywords.length);
  });

  it('asks only for fields its steps have, each once', () => {
    for (const input of t.inputs) {
      const step = byUuid.get(input.step_uuid);
      expect(step, input.step_uuid).toBeDefined();
      const fields = catalogue.action(step!.app_id, step!.action_id)!.fields.map((f) => f.key);
      expect(fields, `${input.step_uuid}.${input.key}`).toContain(input.key);
    }
    const keys = t.inputs.map((i) => `${i.step_uuid}.${i.key}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('maps only from earlier steps, and every mapping is in the sample it reads', () => {
    const outputs = sampleOutputs(t.content, catalogue);
    const numbers = stepNumbers(t.content);
    const broken = steps.flatMap((step) =>
      stepRefs(step)
        .filter((ref) => ref.source !== 'step' || ref.step >= numbers.get(step.uuid)! || !samplePathExists(outputs.get(ref.step), ref.path))
        .map((ref) => `${step.uuid}: ${refText(ref)}`),
    );
    expect(broken).toEqual([]);
    // a starter needs no variables created before its first run
    expect(templateVariableNeeds(t.content)).toEqual([]);
  });

  it('gives a catalogue trigger a sample shaped like the app’s items', () => {
    const trigger = t.content[0]!;
    const sample = catalogue.action(trigger.app_id, trigger.action_id)!.output_sample;
    if (!sample || typeof sample !== 'object') return;
    expect(Object.keys(trigger.sample_data as object).sort()).toEqual(Object.keys(sample).sort());
  });

  it('invents no company’s ids, recipients or addresses: they are left to the person and asked for', () => {
    const unasked = steps.flatMap((step: AppStep) =>
      (COMPANY_KEYS[step.app_id] ?? [])
        .filter((key) => key in step.params)
        .filter((key) => {
          const value = step.params[key];
          if (!isEmpty(value)) return !JSON.stringify(value).includes('{{');
          return !t.inputs.some((i) => i.step_uuid === step.uuid && i.key === key && i.required);
        })
        .map((key) => `${step.uuid}.${key}`),
    );
    expect(unasked).toEqual([]);
  });

  it('has nothing left to fix but its accounts and the asked fields (spec §4 outcomes)', () => {
    const problems = validatePipeline(t.content, catalogueValidation(catalogue));
    const accountSteps = new Set(templateAccountNeeds(t.content, needsAccountOf).map((n) => n.step_uuid));
    const unexplained = [...problems].flatMap(([uuid, outcomes]) =>
      outcomes
        .filter((o) => o.severity === 'error')
        .filter((o) => {
          if (o.kind === 'noAccount') return !accountSteps.has(uuid);
          if (o.kind === 'requiredMissing' && o.fields) return o.fields.some((f) => !t.inputs.some((i) => i.step_uuid === uuid && i.key === f));
          return true;
        })
        .map((o) => `${uuid}: ${o.message} ${o.fields?.join(',') ?? ''}`),
    );
    expect(unexplained).toEqual([]);
    // the trigger's sample is there, so the editor shows no 未获取样本数据
    expect(problems.get(t.content[0]!.uuid)?.map((o) => o.kind) ?? []).not.toContain('sampleMissing');
  });
});
