import { datasource } from '@huiliu/contract';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../http/auth';
import { route } from '../../http/route';
import { countDatasources, listDatasources, pageRows } from './repository';
import * as service from './service';
import { uploadRoute } from './upload-route';
// issue 17 datamodel
import { modelTypedata } from '../datamodel/service';

/** spec §7 Data source (`/v1/api/datasource`), per docs/rest-contract-engine.md "Data sources". */
export function datasourceRoutes(app: FastifyInstance, deps: service.DatasourceDeps): void {
  const { db } = deps;

  route(app, datasource.adddatasource, async (req) => service.addDatasource(deps, authOf(req), req.body));

  route(app, datasource.delete, async (req) => service.deleteDatasource(db, authOf(req), req.query.dsid));

  route(app, datasource.update, async (req) => service.updateDatasource(db, authOf(req), req.body));

  route(app, datasource.getoneinfo, async (req) => service.getDatasource(db, authOf(req).companyId, req.query.dsid));

  route(app, datasource.getone, async (req) => {
    const { dsid, limit, offset } = req.query;
    const { companyId } = authOf(req);
    const table = await service.getDatasource(db, companyId, dsid);
    return { ...table, list: await pageRows(db, companyId, dsid, limit, offset), total: table.rows };
  });

  route(app, datasource.getallinfo, async (req) => listDatasources(db, authOf(req).companyId, req.query));

  route(app, datasource.getallcount, async (req) => ({ count: await countDatasources(db, authOf(req).companyId, req.query.keyword) }));

  route(app, datasource.getheaders, async (req) => {
    const { dsid } = req.query;
    const table = await service.getDatasource(db, authOf(req).companyId, dsid);
    return { dsid, headers: table.table_fields.map((f) => f.name), table_fields: table.table_fields };
  });

  route(app, datasource.getsampledata, async (req) => {
    const { dsid, limit } = req.query;
    const { companyId } = authOf(req);
    const table = await service.getDatasource(db, companyId, dsid);
    return { list: await pageRows(db, companyId, dsid, limit, 0), total: table.rows };
  });

  route(app, datasource.typedata, async (req) => {
    const { dsid, dmid } = req.query;
    const { companyId } = authOf(req);
    // issue 17 datamodel: with dmid, the model's feature fields and the data source they come from
    if (dmid !== undefined) return modelTypedata(db, companyId, dmid);
    const table = await service.getDatasource(db, companyId, dsid!);
    return { dsid: table.dsid, table_fields: table.table_fields };
  });

  route(app, datasource.setTypedata, async (req) => service.updateDatasource(db, authOf(req), req.body));

  route(app, datasource.autotypedata, async (req) => {
    const { Filepath, Sheet } = req.query;
    const { names, sheet, description } = await service.describeStaged(deps, authOf(req), Filepath, Sheet);
    return { Filepath, Sheet: names, sheet: sheet.name, ...description };
  });

  uploadRoute(app, deps);
}
