import { templates } from '@huiliu/contract';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../http/auth';
import { route } from '../../http/route';
import type { TemplatesDeps } from './deps';
import { findTemplate, listTemplates, templateCategories } from './gallery';
import { pipelineTemplate, setShareTip, sharePipeline, sharePreview, templateUses, updateTemplate } from './share';

/** spec §7 Templates (`/v1/api/template`), per docs/rest-contract-templates.md; creating from one is dataprocess/add. */
export function templatesRoutes(app: FastifyInstance, deps: TemplatesDeps): void {
  route(app, templates.list, async (req) => listTemplates(deps, authOf(req), req.query));

  route(app, templates.categories, async (req) => ({ list: await templateCategories(deps, authOf(req), req.query) }));

  route(app, templates.get, async (req) => (await findTemplate(deps, authOf(req), req.params.id, req.query.share_token)).template);

  route(app, templates.tips, async (req) => sharePreview(deps, authOf(req), req.query.process_id));

  route(app, templates.setTip, async (req) => setShareTip(deps, authOf(req), req.body.template_id, req.body.share_tip));

  route(app, templates.isExists, async (req) => pipelineTemplate(deps, authOf(req), req.params.id));

  route(app, templates.update, async (req) => updateTemplate(deps, authOf(req), req.params.id, req.body));

  route(app, templates.create, async (req) => sharePipeline(deps, authOf(req), req.body));

  route(app, templates.uses, async (req) => {
    const { template_id, limit, offset } = req.query;
    return templateUses(deps.db, authOf(req), template_id, limit, offset);
  });
}
