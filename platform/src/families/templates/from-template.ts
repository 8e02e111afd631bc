import type { PipelineDetail } from '@huiliu/contract';
import {
  AppError,
  flattenSteps,
  instantiateTemplate,
  lookupAppId,
  serializePipelineContent,
  stepNumbers,
  type PipelineContent,
  type TemplateInput,
} from '@huiliu/core';
import type { FromTemplate } from '../dataprocess/routes';
import { addPipeline } from '../dataprocess/service';
import type { Auth } from '../user/sessions';
import type { TemplatesDeps } from './deps';
import { findTemplate } from './gallery';
import { countUse, insertUse } from './repository';
import { contentOf } from './shape';

/**
 * spec §3 create_channels of a pipeline made from a template. The spec names only the value 2 (the pipeline list's
 * create_channels filter): it is this one, so that filter lists the pipelines people made from templates.
 */
export const CREATED_FROM_TEMPLATE = 2;

type Body = Parameters<FromTemplate>[1];

/**
 * Each chosen account exists in the company and belongs to its step's app (spec §3 Account appId); a step that
 * needs none takes none. Checked before the pipeline's transaction: nothing is written for a wrong choice.
 */
async function checkAccounts(deps: TemplatesDeps, auth: Auth, content: PipelineContent, accounts: Record<string, string>): Promise<void> {
  const chosen = Object.entries(accounts);
  if (chosen.length === 0) return;
  const rows = new Map((await deps.accounts.byIds(auth.companyId, [...new Set(Object.values(accounts))])).map((r) => [r.id, r]));
  const steps = new Map(flattenSteps(content).map((s) => [s.uuid, s]));
  const numbers = stepNumbers(content);
  for (const [uuid, accountId] of chosen) {
    const step = steps.get(uuid)!;
    const name = `步骤 ${numbers.get(uuid)}「${step.title ?? step.app_id}」`;
    const row = rows.get(accountId);
    if (!row) throw new AppError('TEMPLATE_ACCOUNT_INVALID', `${name}的账户不存在或已删除`);
    if (lookupAppId(row.appId) !== lookupAppId(step.app_id)) {
      throw new AppError('TEMPLATE_ACCOUNT_INVALID', `账户「${row.accountName}」不是${name}所用应用的账户`);
    }
  }
}

/**
 * POST /dataprocess/add with `template_id` (issue 12 "creating from a template"): the template's steps through core
 * `instantiateTemplate` with the person's accounts and values, a new pipeline (off, `template_id` and
 * `create_channels` set), and the template's use counted, all in one transaction. A stopped template refuses new
 * copies; the sharer's company is told so (4120), anyone else reads it as unknown (404).
 */
export function fromTemplate(deps: TemplatesDeps): FromTemplate {
  return async (auth: Auth, body: Body): Promise<PipelineDetail> => {
    const { template, row } = await findTemplate(deps, auth, body.template_id, body.share_token);
    if (template.active !== 1) throw new AppError('TEMPLATE_INACTIVE');
    const inputs: TemplateInput[] = template.inputs.map(({ label_en, help, help_en, ...input }) => ({
      ...input,
      ...(label_en !== null ? { label_en } : {}),
      ...(help !== null ? { help } : {}),
      ...(help_en !== null ? { help_en } : {}),
    }));
    const content = instantiateTemplate(contentOf(template.content), inputs, { accounts: body.accounts ?? {}, values: body.values ?? {} });
    await checkAccounts(deps, auth, content, body.accounts ?? {});
    return addPipeline(
      deps.db,
      auth,
      {
        title: body.title?.trim() || template.title,
        content: serializePipelineContent(content),
        template_id: template.template_id,
        create_channels: CREATED_FROM_TEMPLATE,
      },
      async (tx, processId) => {
        // counted only while still shared: an unshare that lands first rolls the whole creation back
        if (row && !(await countUse(tx, row.id))) throw new AppError('TEMPLATE_INACTIVE');
        await insertUse(tx, { templateId: template.template_id, companyId: auth.companyId, userId: auth.userId, processId });
      },
    );
  };
}
