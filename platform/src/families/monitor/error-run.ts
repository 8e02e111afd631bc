import type { Engine } from '../../engine/service';
import type { StartErrorRun } from './notifier';

/**
 * Starts the error pipeline the way the logs family starts reruns (engine.prepare + submit): the
 * run counts against the plan, is committed before it is queued, and names the failed run as its
 * parent. The error pipeline must still be a live pipeline of the same company.
 */
export function errorRunStarter(engine: Engine): StartErrorRun {
  return async (companyId, processId, triggerData) => {
    const pipeline = await engine.pipelines.get(processId);
    if (!pipeline || pipeline.companyId !== companyId) throw new Error('错误处理流程不存在或已被删除');
    const run = await engine.prepare({ pipeline, triggerType: 'error', triggerData, parentRunId: triggerData.log_id });
    await engine.submit(run);
    return run.id;
  };
}
