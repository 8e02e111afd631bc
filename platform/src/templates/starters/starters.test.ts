import { SCHEDULE_APP_ID, instantiateTemplate, lookupAppId, templateAccountNeeds, validatePipeline, type StarterTemplate } from '@huiliu/core';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../apps/catalogue';
import { catalogueValidation } from '../../apps/validation';
import { STARTER_TEMPLATES } from './index';
import { needsAccountIn, publish, switchOff, trigger } from './testing/run-starter';
import { STARTER_CASES } from './testing/cases';
import { useStarterWorld } from './testing/starter-world';

/**
 * Every starter for real (issue 12 "each tested: created from the template, its accounts filled with loopback
 * stand-ins, run once successfully"): core's instantiateTemplate with one account per app and the case's answers,
 * core's step validation with the platform's catalogue context, the publish check of switching it on, then one run
 * through the engine as its trigger starts it, and what the stand-in received.
 */
const catalogue = loadCatalogue();
const w = useStarterWorld();

describe('the starter catalogue, each starter created and run', () => {
  it('has a run case for every starter, and none for a starter that is gone', () => {
    const ids = STARTER_TEMPLATES.map((t) => t.template_id);
    expect(ids.filter((id) => !STARTER_CASES[id])).toEqual([]);
    expect(Object.keys(STARTER_CASES).filter((id) => !ids.includes(id))).toEqual([]);
  });

  it.each(STARTER_TEMPLATES.map((t) => [t.template_id, t.title, t] as const))('%s %s', async (_id, _title, t: StarterTemplate) => {
    const kase = STARTER_CASES[t.template_id]!;
    const needs = templateAccountNeeds(t.content, needsAccountIn(catalogue));
    const content = instantiateTemplate(t.content, t.inputs, {
      accounts: Object.fromEntries(needs.map((need) => [need.step_uuid, w.accounts[need.app_id]!])),
      values: await kase.values?.(w),
    });
    const errors = [...validatePipeline(content, catalogueValidation(catalogue))].flatMap(([uuid, outcomes]) =>
      outcomes.filter((o) => o.severity === 'error').map((o) => `${uuid}: ${o.message}`),
    );
    expect(errors).toEqual([]);

    const live = await publish(w, t.title, content);
    try {
      const first = content[0]!;
      if (lookupAppId(first.app_id) === SCHEDULE_APP_ID) {
        const minutes = first.params.interval_minutes as number | undefined;
        // the platform reads the starter's schedule as written, in the company's time zone
        expect(w.scheduler.jobs.get(live.processId)?.spec).toEqual(
          minutes ? { intervalMs: minutes * 60_000 } : { cron: first.params.cron, timeZone: 'Asia/Shanghai' },
        );
      }
      for (const delivery of kase.runs) {
        delivery.before?.(w);
        w.mark();
        const run = await trigger(w, content, live, { ...(first.sample_data as object), ...delivery.payload });
        expect(run.status, run.error ?? '').toBe(delivery.status);
        await delivery.check?.(w, run);
      }
    } finally {
      await switchOff(w, live.processId);
    }
  });
});
