import { AppError, flattenSteps, parsePipelineContent, isOpenPlatformAppId } from '@huiliu/core';
import type { Catalogue } from '../catalogue';

/**
 * A pipeline may only use the open apps its company may see (issue 14): saving content with another company's
 * private app, switching such a pipeline on or running it is refused as an unknown app — never "forbidden", so ids
 * cannot be probed. Unparseable content is left to the pipeline service's own refusal.
 */
export function assertAppsUsable(catalogue: Catalogue | undefined, companyId: string, content: unknown): void {
  if (!catalogue || content === undefined || content === null) return;
  const parsed = parsePipelineContent(content);
  if (!parsed.ok) return;
  for (const step of flattenSteps(parsed.content)) {
    if (!isOpenPlatformAppId(step.app_id)) continue;
    if (!catalogue.get(step.app_id, companyId)) {
      throw new AppError('OPEN_APP_NOT_FOUND', `流程使用的应用 ${step.app_id} 不存在或无权使用`);
    }
  }
}
