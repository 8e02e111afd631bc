import { PAGE_SIZE } from '@huiliu/core';
import type { Resolvers } from '../../generated/resolvers-types';
import { orNullWhenNotFound } from '../../loaders';
import type { RestDatasource, RestList, RestUploadedFile } from '../../rest';

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
    datasourceCount: async (_parent, _args, { upstream }) => (await upstream.get<{ count: number }>(`${BASE}/getallcount`)).count,
    datasource: async (_parent, { dsid }, { upstream }) => {
      const found = await orNullWhenNotFound(upstream.get<RestDatasource>(`${BASE}/getoneinfo`, { dsid }));
      if (found instanceof Error) throw found;
      return found;
    },
    datasourceHeaders: (_parent, { dsid }, { upstream }) => upstream.get<unknown>(`${BASE}/getheaders`, { dsid }),
    datasourceSample: (_parent, { dsid, limit }, { upstream }) =>
      upstream.get<unknown>(`${BASE}/getsampledata`, { dsid, limit: limit ?? PAGE_SIZE }),
    datasourceTypes: (_parent, { dsid }, { upstream }) => upstream.get<unknown>(`${BASE}/typedata`, { dsid }),
    // spec §7 names the query parameters Filepath and Sheet
    detectFileTypes: (_parent, { filepath, sheet }, { upstream }) =>
      upstream.get<unknown>(`${BASE}/autotypedata`, { Filepath: filepath, Sheet: sheet ?? undefined }),
  },
  Mutation: {
    addDatasource: (_parent, { input }, { upstream }) =>
      upstream.post<RestDatasource>(`${BASE}/adddatasource`, { name: input.name, table_fields: input.tableFields }),
    updateDatasource: (_parent, { input }, { upstream }) =>
      upstream.post<RestDatasource>(`${BASE}/update`, {
        dsid: input.dsid,
        name: input.name ?? undefined,
        table_fields: input.tableFields ?? undefined,
      }),
    // a GET that deletes: never repeated automatically
    deleteDatasource: async (_parent, { dsid }, { upstream }) => {
      const reply = await upstream.get<{ dsid?: string } | null>(`${BASE}/delete`, { dsid }, { retry: false });
      return reply?.dsid ?? dsid;
    },
    setDatasourceTypes: (_parent, { dsid, tableFields }, { upstream }) =>
      upstream.post<unknown>(`${BASE}/typedata`, { dsid, table_fields: tableFields }),
    // yoga has parsed the GraphQL multipart request; the platform gets a plain multipart form
    uploadDatasourceFile: (_parent, { file, dsid }, { upstream }) => {
      const form = new FormData();
      if (dsid) form.set('dsid', dsid);
      form.set('file', file, file.name);
      return upstream.postForm<RestUploadedFile>(`${BASE}/upfile`, form);
    },
  },
  Datasource: {
    tableFields: (d) => d.table_fields,
  },
  UploadedFile: {
    filepath: (u) => u.Filepath,
    sheets: (u) => u.Sheet,
  },
};
