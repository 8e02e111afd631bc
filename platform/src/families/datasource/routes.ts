import type { FastifyInstance } from 'fastify';
import { authOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { dropEmpty, parseInput } from '../../http/validate';
import { countDatasources, listDatasources, pageRows } from './repository';
import * as s from './schemas';
import * as service from './service';
import { uploadRoute } from './upload-route';

const BASE = '/v1/api/datasource';

/** spec §7 Data source (`/v1/api/datasource`), per docs/rest-contract-engine.md "Data sources". */
export function datasourceRoutes(app: FastifyInstance, deps: service.DatasourceDeps): void {
  const { db } = deps;

  app.post(`${BASE}/adddatasource`, async (req) => ok(await service.addDatasource(deps, authOf(req), parseInput(s.addBody, req.body))));

  app.get(`${BASE}/delete`, async (req) => {
    const { dsid } = parseInput(s.dsidQuery, req.query);
    return ok(await service.deleteDatasource(db, authOf(req), dsid));
  });

  app.post(`${BASE}/update`, async (req) => ok(await service.updateDatasource(db, authOf(req), parseInput(s.updateBody, req.body))));

  app.get(`${BASE}/getoneinfo`, async (req) => {
    const { dsid } = parseInput(s.dsidQuery, req.query);
    return ok(await service.getDatasource(db, authOf(req).companyId, dsid));
  });

  /** The table with a page of its rows. */
  app.get(`${BASE}/getone`, async (req) => {
    const { dsid, limit, offset } = parseInput(s.getoneQuery, dropEmpty(req.query));
    const { companyId } = authOf(req);
    const table = await service.getDatasource(db, companyId, dsid);
    return ok({ ...table, list: await pageRows(db, companyId, dsid, limit, offset), total: table.rows });
  });

  app.get(`${BASE}/getallinfo`, async (req) => ok(await listDatasources(db, authOf(req).companyId, parseInput(s.listQuery, dropEmpty(req.query)))));

  app.get(`${BASE}/getallcount`, async (req) => {
    const { keyword } = parseInput(s.countQuery, dropEmpty(req.query));
    return ok({ count: await countDatasources(db, authOf(req).companyId, keyword) });
  });

  app.get(`${BASE}/getheaders`, async (req) => {
    const { dsid } = parseInput(s.dsidQuery, req.query);
    const table = await service.getDatasource(db, authOf(req).companyId, dsid);
    return ok({ dsid, headers: table.table_fields.map((f) => f.name), table_fields: table.table_fields });
  });

  app.get(`${BASE}/getsampledata`, async (req) => {
    const { dsid, limit } = parseInput(s.sampleQuery, dropEmpty(req.query));
    const { companyId } = authOf(req);
    const table = await service.getDatasource(db, companyId, dsid);
    return ok({ list: await pageRows(db, companyId, dsid, limit, 0), total: table.rows });
  });

  app.get(`${BASE}/typedata`, async (req) => {
    const { dsid } = parseInput(s.dsidQuery, req.query);
    const table = await service.getDatasource(db, authOf(req).companyId, dsid);
    return ok({ dsid, table_fields: table.table_fields });
  });

  app.post(`${BASE}/typedata`, async (req) => {
    const { dsid, table_fields } = parseInput(s.typedataBody, req.body);
    return ok(await service.updateDatasource(db, authOf(req), { dsid, table_fields }));
  });

  app.get(`${BASE}/autotypedata`, async (req) => {
    const { Filepath, Sheet } = parseInput(s.autotypeQuery, dropEmpty(req.query));
    const { names, sheet, description } = await service.describeStaged(deps, authOf(req), Filepath, Sheet);
    return ok({ Filepath, Sheet: names, sheet: sheet.name, ...description });
  });

  uploadRoute(app, `${BASE}/upfile`, deps);
}
