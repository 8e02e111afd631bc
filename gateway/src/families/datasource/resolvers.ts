import type { Resolvers } from '../../generated/resolvers-types';
import type { RestDatasourceFile } from '../../rest';

/** Data sources — /v1/api/datasource (spec §3/§7, docs/rest-contract-engine.md); the plain calls are in routes.ts. */
export const datasourceResolvers: Resolvers = {
  Mutation: {
    // yoga has parsed the GraphQL multipart request; the platform gets a plain multipart form
    uploadDatasourceFile: async (_parent, { file, dsid, sheet }, { upstream }) => {
      const form = new FormData();
      if (dsid) form.set('dsid', dsid);
      if (sheet) form.set('Sheet', sheet);
      // yoga's File is its fetch ponyfill's, which Node's FormData refuses: copy it into a native Blob
      // (the platform caps uploads at 10 MB, so holding one in memory is bounded)
      form.set('file', new Blob([await file.arrayBuffer()], { type: file.type }), file.name);
      return upstream.postForm<RestDatasourceFile>('/v1/api/datasource/upfile', form);
    },
  },
  // spec §7 spells these Filepath and Sheet
  DatasourceFile: {
    filepath: (f) => f.Filepath,
    sheets: (f) => f.Sheet,
  },
};
