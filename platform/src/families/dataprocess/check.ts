import type { PipelineProblem } from '@huiliu/contract';
import { ERRORS, allSteps, customReturnProblems, isTitleTooWide, parseContent, parsePipelineContent, planLimits, validateStep } from '@huiliu/core';

/**
 * What stands between a pipeline and running it (GET /check/flow): the content must parse (core
 * parseContent), the title obey spec §5, the steps fit the plan, the first step be a trigger, the
 * custom return sit where spec §5 allows it, and no step carry an error outcome of spec §4
 * (warnings such as an untested step do not block).
 */
export function checkPipeline(input: { title: string; content: string }, plan: string): PipelineProblem[] {
  const problems: PipelineProblem[] = [];
  if (isTitleTooWide(input.title)) problems.push({ step_uuid: null, code: ERRORS.TITLE_TOO_WIDE.code, message: ERRORS.TITLE_TOO_WIDE.msg });
  const loose = parseContent(input.content);
  if (!loose.ok) return [...problems, { step_uuid: null, code: ERRORS.CONTENT_INVALID.code, message: loose.reason }];
  if (allSteps(loose.steps).length > planLimits(plan).maxStepsPerPipeline) {
    problems.push({ step_uuid: null, code: ERRORS.PLAN_STEP_LIMIT.code, message: ERRORS.PLAN_STEP_LIMIT.msg });
  }
  const strict = parsePipelineContent(input.content);
  if (!strict.ok) return [...problems, { step_uuid: null, code: ERRORS.CONTENT_INVALID.code, message: strict.reason }];
  const [first] = strict.content;
  if (!first || first.action_type !== '1') {
    problems.push({ step_uuid: first?.uuid ?? null, code: ERRORS.CONTENT_INVALID.code, message: '流程的第一步必须是触发步骤' });
  }
  for (const message of customReturnProblems(strict.content)) {
    problems.push({ step_uuid: null, code: ERRORS.CONTENT_INVALID.code, message });
  }
  for (const step of allSteps(strict.content) as typeof strict.content) {
    for (const outcome of validateStep(step)) {
      if (outcome.severity === 'error') problems.push({ step_uuid: step.uuid, code: ERRORS.CONTENT_INVALID.code, message: outcome.message });
    }
  }
  return problems;
}
