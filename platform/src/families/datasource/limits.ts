import { AppError, ERRORS } from '@huiliu/core';

/** Bounds of one import: its rows are coerced on the event loop and written in one transaction. */
export const MAX_ROWS = 50_000;
export const MAX_COLUMNS = 200;
/**
 * Cells of a sheet, empty ones and the header row included: a full table of 50,000 rows × 20 columns fits,
 * a full 50,000 × 200 one would not (that is what MAX_CELLS is for), nor the 4 M-cell bombs of issue 7.
 */
export const MAX_CELLS = 1_100_000;
/** All the parts of an XLSX file inflated, together: a 10 MB upload may not become gigabytes. */
export const MAX_UNZIPPED_BYTES = 100 * 1024 * 1024;
/** An XLSX file has a few dozen parts; thousands of tiny ones only cost time. */
export const MAX_ZIP_ENTRIES = 1_000;

export const fileInvalid = (why: string) => new AppError('FILE_INVALID', `${ERRORS.FILE_INVALID.msg}：${why}`);

/** FILE_LIMIT_EXCEEDED naming the limit and its value, e.g. `limitExceeded('列数', MAX_COLUMNS)`. */
export function limitExceeded(what: string, limit: number | string): AppError {
  return new AppError('FILE_LIMIT_EXCEEDED', `${ERRORS.FILE_LIMIT_EXCEEDED.msg}：${what}超过 ${limit}`);
}

export const tooManyRows = () => limitExceeded('数据行数', MAX_ROWS);
export const tooManyColumns = () => limitExceeded('列数', MAX_COLUMNS);
export const tooManyCells = () => limitExceeded('单元格数量', MAX_CELLS);
export const tooLargeUnzipped = () => limitExceeded('解压后的大小', `${MAX_UNZIPPED_BYTES / 1024 / 1024} MB`);
