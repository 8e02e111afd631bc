import type { PipelineProblem } from '@huiliu/contract';
import {
  AppError,
  BUILTIN_VALIDATION_CONTEXT,
  ERRORS,
  allSteps,
  customReturnProblems,
  isTitleTooWide,
  parseContent,
  parsePipelineContent,
  planLimits,
  validateStep,
  type StepValidationContext,
} from '@huiliu/core';

/**
 * What stands between a pipeline and running it (GET /check/flow): the content must parse (core
 * parseContent), the title obey spec §5, the steps fit the plan, the first step be a trigger, the
 * custom return sit where spec §5 allows it, and no step carry an error outcome of spec §4 (core validateStep
 * with the editor's context; warnings such as an untested step do not block).
 */
export function checkPipeline(
  input: { title: string; content: string },
  plan: string,
  validation: StepValidationContext = BUILTIN_VALIDATION_CONTEXT,
): PipelineProblem[] {
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
    for (const outcome of validateStep(step, validation)) {
      if (outcome.severity === 'error') problems.push({ step_uuid: step.uuid, code: ERRORS.CONTENT_INVALID.code, message: outcome.message });
    }
  }
  return problems;
}

/**
 * spec §4–§5: problems block publishing. Throws PIPELINE_HAS_PROBLEMS (with the problems as data) when the
 * pipeline would be on with these contents; `action` says what was refused, for the message.
 */
export function assertPublishable(
  input: { title: string; content: string },
  plan: string,
  action: 'enable' | 'saveWhileOn' | 'run',
  validation: StepValidationContext = BUILTIN_VALIDATION_CONTEXT,
): void {
  const problems = checkPipeline(input, plan, validation);
  if (problems.length === 0) return;
  const head =
    action === 'enable'
      ? `流程有 ${problems.length} 个问题，修复后才能启用`
      : action === 'run'
        ? `流程有 ${problems.length} 个问题，修复后才能运行`
        : `流程已启用，不能保存有 ${problems.length} 个问题的内容；请先修复，或停用流程后再保存草稿`;
  throw new AppError('PIPELINE_HAS_PROBLEMS', `${head}：${problems[0]!.message}`, { problems });
}
