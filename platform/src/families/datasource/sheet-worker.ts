import { AppError, ERRORS, type ErrorName } from '@huiliu/core';
import { parentPort, workerData } from 'node:worker_threads';
import { describeSheet, type SheetDescription } from './describe';
import { parseSheets } from './parse-sheets';
import { pickSheet, type FileKind, type Sheet } from './sheets';

/** What sheet-reader.ts hands the worker: a file, which sheet to pick, and what to send back. */
export interface SheetJob {
  kind: FileKind;
  bytes: Uint8Array;
  /** The sheet's name; the first sheet when absent. */
  sheet?: string | undefined;
  /** The company's time zone, in which date columns are detected. */
  timeZone: string;
  /** Send the picked sheet's rows back (an import); otherwise only its description crosses over. */
  rows: boolean;
}

/** A parsed file as the platform needs it: the picked sheet described, its rows only when asked for. */
export interface SheetSummary {
  /** Every sheet of the file in workbook order (spec §7 `Sheet`). */
  names: string[];
  sheet: Omit<Sheet, 'rows'> & { rows?: unknown[][] };
  description: SheetDescription;
}

/** The worker's one message: the summary, or the catalogue error that refused the file. */
export type SheetReply = { summary: SheetSummary } | { error: { name: ErrorName; message: string } };

const catalogueName = (err: AppError) => (Object.keys(ERRORS) as ErrorName[]).find((name) => ERRORS[name] === err.entry)!;

function summarise(job: SheetJob): SheetSummary {
  const sheets = parseSheets(job.kind, Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength));
  const picked = pickSheet(sheets, job.sheet);
  // Cloning a million cells back costs the event loop; a description is a few kilobytes.
  const sheet = job.rows ? picked : { name: picked.name, headers: picked.headers };
  return { names: sheets.map((s) => s.name), sheet, description: describeSheet(picked, job.timeZone) };
}

let reply: SheetReply;
try {
  reply = { summary: summarise(workerData as SheetJob) };
} catch (err) {
  // Anything but a refusal is a crash: thrown on, it reaches the reader as the worker's error event.
  if (!(err instanceof AppError)) throw err;
  reply = { error: { name: catalogueName(err), message: err.message } };
}
parentPort!.postMessage(reply);
