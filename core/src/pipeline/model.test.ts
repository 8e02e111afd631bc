import { describe, expect, it } from 'vitest';
import { aPipeline } from './builders';
import { designOf, type AppStep, type PipelineContent } from './model';

const base = aPipeline()
  .withStep('send', { params: { url: 'https://a' } })
  .withSwitch(1)
  .build();
const withStep = (uuid: string, patch: Partial<AppStep>): PipelineContent => {
  const clone = structuredClone(base);
  const visit = (steps: AppStep[]) => {
    for (const step of steps) {
      if (step.uuid === uuid) Object.assign(step, patch);
      for (const seg of step.segs ?? []) visit(seg.apps);
    }
  };
  visit(clone);
  return clone;
};

describe('designOf: observations are no design change', () => {
  const branchStep = base[2]!.segs![0]!.apps[0]!.uuid;
  it.each<[string, PipelineContent]>([
    ['a 测试发送 result', withStep('send', { return_data: { ok: 1 }, send_status: 'success', JJYDataTime: '2026-11-22T10:00:00Z' })],
    ['a failed test', withStep('send', { send_status: 'failed', send_error: '请求外部地址失败' })],
    ['a fetched sample', withStep('trigger', { sample_data: { a: 1 }, newSample: { a: 1 }, sample_status: 'ok' })],
    ['a test inside a branch', withStep(branchStep, { return_data: [], send_status: 'success' })],
  ])('ignores %s', (_, content) => {
    expect(designOf(content)).toBe(designOf(base));
  });

  it.each<[string, PipelineContent]>([
    ['a changed field', withStep('send', { params: { url: 'https://b' } })],
    ['a renamed branch step', withStep(branchStep, { title: '新名字' })],
  ])('sees %s', (_, content) => {
    expect(designOf(content)).not.toBe(designOf(base));
  });
});
