import type { AppStep, PipelineContent, Segment } from './model';

/**
 * Fixture builders for tests in every package (STYLE habit 5):
 * `aPipeline().withStep('send', { params: { to: '{{1.email}}' } }).withSwitch(2).build()`.
 */
export function aStep(uuid: string, overrides: Partial<AppStep> = {}): AppStep {
  return { uuid, sort: 0, action_type: '2', app_id: '1007', action_id: 'send', params: {}, title: uuid, ...overrides };
}

export class PipelineBuilder {
  private steps: AppStep[] = [aStep('trigger', { action_type: '1', app_id: '1001', action_id: 'receive' })];

  withStep(uuid: string, overrides: Partial<AppStep> = {}): this {
    this.steps.push(aStep(uuid, overrides));
    return this;
  }

  /** A switch step `uuid` with `branches` branches `b1..bn`, each holding one step `<uuid>-b<i>-s1`. */
  withSwitch(branches: number, uuid = 'switch'): this {
    const segs: Segment[] = Array.from({ length: branches }, (_, i) => ({
      segKey: `b${i + 1}`,
      title: `分支${i + 1}`,
      apps: [aStep(`${uuid}-b${i + 1}-s1`, { sort: 1, params: { value: '{{1.city}}' } })],
      switchParentuuid: uuid,
    }));
    this.steps.push(aStep(uuid, { app_id: '1004', action_id: 'switch', segs }));
    return this;
  }

  build(): PipelineContent {
    return structuredClone(this.steps).map((s, i) => ({ ...s, sort: i + 1 }));
  }
}

export function aPipeline(): PipelineBuilder {
  return new PipelineBuilder();
}
