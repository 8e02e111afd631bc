import { flattenSteps, type AppField, type AppStep } from '@huiliu/core';
import type { FieldMatch } from '@huiliu/contract';
import type { z } from 'zod';
import { flatten } from '../process-app/step-test';

type Match = z.output<typeof FieldMatch>;

/** 'Order ID', 'order_id' and 'orderId' name the same thing: compare letters and digits only. */
function squash(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** A step's sample as the editor shows it: its test reply, else its trigger sample. */
function sampleOf(step: AppStep): unknown {
  return step.return_data ?? step.sample_data ?? step.newSample;
}

/**
 * spec §7 process/app match (*inferred*): for each mappable field of a step, the earlier steps' sample keys
 * that name it, by key or by label. Exact (same letters) before fuzzy (one contains the other, 2+ letters),
 * the nearest earlier step first; one suggestion per field. Fields already filled are left alone.
 */
export function suggestMappings(content: readonly AppStep[], stepUuid: string, fields: readonly AppField[]): Match[] | undefined {
  const steps = flattenSteps(content);
  const index = steps.findIndex((s) => s.uuid === stepUuid);
  if (index < 0) return undefined;
  const target = steps[index]!;
  const earlier = steps
    .slice(0, index)
    .map((step, i) => ({ step, number: i + 1, keys: Object.keys(flatten(sampleOf(step))) }))
    .reverse();
  const out: Match[] = [];
  for (const field of fields) {
    if (field.mappable !== true) continue;
    const filled = target.params[field.key];
    if (filled !== undefined && filled !== '') continue;
    const names = [squash(field.key), squash(field.label)].filter((n) => n.length > 0);
    const found = best(earlier, names);
    if (found) {
      out.push({
        field: field.key,
        reference: `{{${found.number}.${found.key}}}`,
        step_uuid: found.step.uuid,
        step_number: found.number,
        key: found.key,
        quality: found.quality,
      });
    }
  }
  return out;
}

function best(
  earlier: Array<{ step: AppStep; number: number; keys: string[] }>,
  names: string[],
): { step: AppStep; number: number; key: string; quality: 'exact' | 'fuzzy' } | undefined {
  for (const quality of ['exact', 'fuzzy'] as const) {
    for (const candidate of earlier) {
      for (const key of candidate.keys) {
        // a nested key matches by its last part: 'order.buyer_name' names 'buyer_name'
        const leaf = squash(key.split('.').at(-1) ?? key);
        if (leaf.length === 0) continue;
        const hit =
          quality === 'exact'
            ? names.includes(leaf)
            : names.some((n) => Math.min(n.length, leaf.length) >= 2 && (n.includes(leaf) || leaf.includes(n)));
        if (hit) return { step: candidate.step, number: candidate.number, key, quality };
      }
    }
  }
  return undefined;
}
