import { PAGE_SIZE } from '@huiliu/core';
import type { Resolvers } from '../../generated/resolvers-types';
import { orNullWhenNotFound } from '../../loaders';
import type { RestDatasource, RestDatasourceFile, RestList, RestTableField } from '../../rest';

const BASE = '/v1/api/datasource';

/** Data sources — /v1/api/datasource (spec §3/§7, docs/rest-contract-engine.md). */
export const datasourceResolvers: Resolvers = {
  Query: {
    datasources: async (_parent, { keyword, limit, offset }, { upstream }) => {
      const page = await upstream.get<RestList<RestDatasource>>(`${BASE}/getallinfo`, {
        keyword: keyword ?? undefined,
        limit: limit ?? PAGE_SIZE,
        offset: offset ?? 0,
      });
      return { items: page.list, total: page.total };
    },
    datasourceCount: async (_parent, { keyword }, { upstream }) =>
      (await upstream.get<{ count: number }>(`${BASE}/getallcount`, { keyword: keyword ?? undefined })).count,
    datasource: async (_parent, { dsid }, { upstream }) => {
      const found = await orNullWhenNotFound(upstream.get<RestDatasource>(`${BASE}/getoneinfo`, { dsid }));
      if (found instanceof Error) throw found;
      return found;
    },
    datasourceRows: (_parent, { dsid, limit, offset }, { upstream }) =>
      upstream.get<RestList<unknown>>(`${BASE}/getone`, { dsid, limit: limit ?? PAGE_SIZE, offset: offset ?? 0 }),
    datasourceHeaders: async (_parent, { dsid }, { upstream }) => (await upstream.get<{ headers: string[] }>(`${BASE}/getheaders`, { dsid })).headers,
    datasourceSample: async (_parent, { dsid, limit }, { upstream }) =>
      (await upstream.get<RestList<unknown>>(`${BASE}/getsampledata`, { dsid, limit: limit ?? undefined })).list,
    datasourceTypes: async (_parent, { dsid }, { upstream }) =>
      (await upstream.get<{ table_fields: RestTableField[] }>(`${BASE}/typedata`, { dsid })).table_fields,
    // spec §7 names the query parameters Filepath and Sheet
    describeDatasourceFile: (_parent, { filepath, sheet }, { upstream }) =>
      upstream.get<RestDatasourceFile>(`${BASE}/autotypedata`, { Filepath: filepath, Sheet: sheet ?? undefined }),
  },
  Mutation: {
    addDatasource: (_parent, { input }, { upstream }) =>
      upstream.post<RestDatasource>(`${BASE}/adddatasource`, {
        name: input.name,
        table_fields: input.tableFields,
        Filepath: input.filepath ?? undefined,
        Sheet: input.sheet ?? undefined,
      }),
    updateDatasource: (_parent, { input }, { upstream }) =>
      upstream.post<RestDatasource>(`${BASE}/update`, {
        dsid: input.dsid,
        name: input.name ?? undefined,
        table_fields: input.tableFields ?? undefined,
      }),
    // a GET that deletes: never repeated automatically
    deleteDatasource: async (_parent, { dsid }, { upstream }) =>
      (await upstream.get<{ dsid: string }>(`${BASE}/delete`, { dsid }, { retry: false })).dsid,
    setDatasourceTypes: (_parent, { dsid, tableFields }, { upstream }) =>
      upstream.post<RestDatasource>(`${BASE}/typedata`, { dsid, table_fields: tableFields }),
    // yoga has parsed the GraphQL multipart request; the platform gets a plain multipart form
    uploadDatasourceFile: async (_parent, { file, dsid, sheet }, { upstream }) => {
      const form = new FormData();
      if (dsid) form.set('dsid', dsid);
      if (sheet) form.set('Sheet', sheet);
      // yoga's File is its fetch ponyfill's, which Node's FormData refuses: copy it into a native Blob
      // (the platform caps uploads at 10 MB, so holding one in memory is bounded)
      form.set('file', new Blob([await file.arrayBuffer()], { type: file.type }), file.name);
      return upstream.postForm<RestDatasourceFile>(`${BASE}/upfile`, form);
    },
  },
  Datasource: {
    tableFields: (d) => d.table_fields,
  },
  DatasourceRows: {
    items: (r) => r.list,
  },
  DatasourceFile: {
    filepath: (f) => f.Filepath,
    sheets: (f) => f.Sheet,
    inserted: (f) => f.inserted ?? null,
  },
};
