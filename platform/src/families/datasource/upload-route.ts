import multipart from '@fastify/multipart';
import { datasource } from '@huiliu/contract';
import { AppError, ERRORS, UPLOAD_FILE_LIMIT_BYTES } from '@huiliu/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authOf } from '../../http/auth';
import { refuseNul } from '../../http/nul';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import * as service from './service';
import type { SheetSummary } from './sheet-worker';
import { fileKind } from './sheets';

/** Uploads larger than this are refused with 413 before they are read into memory whole. */
export const UPLOAD_MAX_BYTES = UPLOAD_FILE_LIMIT_BYTES;

interface Upload {
  filename: string;
  bytes: Buffer;
  fields: Record<string, string>;
}

/** The one file and the text fields of a multipart request; a stream error becomes a clear reply. */
async function readUpload(req: FastifyRequest): Promise<Upload> {
  const fields: Record<string, string> = {};
  let file: { filename: string; bytes: Buffer } | null = null;
  try {
    for await (const part of req.parts({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024 } })) {
      if (part.type === 'file') file = { filename: part.filename ?? '', bytes: await part.toBuffer() };
      else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('FILE_TOO_LARGE', `${ERRORS.FILE_TOO_LARGE.msg}，最大 ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new AppError('BAD_REQUEST', `${ERRORS.BAD_REQUEST.msg}：请以 multipart/form-data 上传文件`);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new AppError('BAD_REQUEST', `${ERRORS.BAD_REQUEST.msg}：一次只能上传一个文件`);
    throw new AppError('BAD_REQUEST', `${ERRORS.BAD_REQUEST.msg}：上传内容不完整`);
  }
  if (!file || file.bytes.length === 0) throw new AppError('BAD_REQUEST', `${ERRORS.BAD_REQUEST.msg}：请选择要上传的文件（file）`);
  // multipart text never passes the JSON parser's U+0000 check (nul.ts)
  refuseNul({ filename: file.filename, ...fields }, '表单字段');
  return { ...file, fields };
}

/**
 * spec §7 `/upfile`: a CSV or XLSX file is staged and described (headers, sample, detected types);
 * with `dsid` (form field or query) its rows are also appended to that table, all or nothing.
 * A file refused while parsing (limits, time budget, busy) leaves nothing behind: it is staged last.
 * Multipart parsing lives in this route's own scope, so every other route still takes JSON only.
 */
export function uploadRoute(app: FastifyInstance, deps: service.DatasourceDeps): void {
  app.register(async (scope) => {
    await scope.register(multipart);
    route(scope, datasource.upfile, async (req) => {
      const auth = authOf(req);
      const upload = await readUpload(req);
      const query = (req.query ?? {}) as Record<string, unknown>;
      // the form's text fields, or the same names in the query
      const { dsid, Sheet } = parseInput(datasource.upfile.query, {
        dsid: upload.fields.dsid ?? query.dsid,
        Sheet: upload.fields.Sheet ?? upload.fields.sheet ?? query.Sheet,
      });
      // A foreign or unknown table is refused before anything is staged.
      if (dsid) await service.getDatasource(deps.db, auth.companyId, dsid);
      const kind = fileKind(upload.filename, upload.bytes);
      const pick = { sheet: Sheet, timeZone: auth.timeZone };
      let summary: SheetSummary;
      let appended: { inserted: number } | null = null;
      // Rows cross back from the worker only when they are to be appended.
      if (dsid) {
        const read = await deps.sheets.readForImport(kind, upload.bytes, pick);
        appended = await service.appendSheet(deps.db, auth, dsid, read.sheet);
        summary = read;
      } else summary = await deps.sheets.describe(kind, upload.bytes, pick);
      const Filepath = await deps.uploads.save(auth.companyId, kind, upload.bytes);
      return { Filepath, Sheet: summary.names, sheet: summary.sheet.name, ...summary.description, ...(appended ?? {}) };
    });
  });
}
