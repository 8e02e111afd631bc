import { AppError, ERRORS } from '@huiliu/core';
import type { Worker } from 'node:worker_threads';
import { Gate } from '../../workers/gate';
import { spawnWorker } from '../../workers/spawn';
import { fileInvalid, limitExceeded } from './limits';
import type { SheetJob, SheetReply, SheetSummary } from './sheet-worker';
import type { FileKind, Sheet } from './sheets';

/** Which sheet of a file to read, and the company's time zone for detecting its column types. */
export interface SheetPick {
  sheet?: string | undefined;
  timeZone: string;
}

export interface SheetReaderOptions {
  /** Files parsed at once, each in its own worker thread (UPLOAD_PARSE_CONCURRENCY, default 2). */
  concurrency?: number;
  /** Uploads that may wait for a free parse; one more is refused with UPLOAD_BUSY (default 4). */
  queue?: number;
  /** Wall-clock budget of one parse, worker start included (UPLOAD_PARSE_TIMEOUT_MS, default 30 s). */
  timeoutMs?: number;
  /** Heap of one parse worker; a file that needs more is refused (default 512 MB). */
  heapMb?: number;
  /** Where a crashed worker is reported (the client only learns that the file could not be read). */
  log?: { warn(obj: object, msg: string): void };
}

const positive = (value: string | undefined) => (Number(value) > 0 ? Math.floor(Number(value)) : undefined);

/**
 * Reads uploaded CSV and XLSX files off the event loop: each file is parsed, its sheet picked and
 * described in a fresh worker thread (sheet-worker.ts) with a capped heap and a time budget, at most
 * `concurrency` at once. A file that is refused, outlasts its budget, exhausts its heap or crashes
 * its worker becomes a catalogue error; the platform and other companies' requests carry on.
 */
export class SheetReader {
  private readonly gate: Gate;
  private readonly timeoutMs: number;
  private readonly heapMb: number;
  private readonly stops = new Set<(err: AppError) => void>();
  private closed = false;

  constructor(private readonly opts: SheetReaderOptions = {}) {
    const concurrency = opts.concurrency ?? positive(process.env.UPLOAD_PARSE_CONCURRENCY) ?? 2;
    this.gate = new Gate(concurrency, opts.queue ?? 4, () => new AppError('UPLOAD_BUSY'));
    this.timeoutMs = opts.timeoutMs ?? positive(process.env.UPLOAD_PARSE_TIMEOUT_MS) ?? 30_000;
    this.heapMb = opts.heapMb ?? 512;
  }

  /** A file's sheet names and the picked sheet described (headers, detected types, sample). */
  describe(kind: FileKind, bytes: Buffer, pick: SheetPick): Promise<SheetSummary> {
    return this.read({ kind, bytes, ...pick, rows: false });
  }

  /** As describe(), with the picked sheet's rows for an import. */
  async readForImport(kind: FileKind, bytes: Buffer, pick: SheetPick): Promise<SheetSummary & { sheet: Sheet }> {
    const summary = await this.read({ kind, bytes, ...pick, rows: true });
    return { ...summary, sheet: { ...summary.sheet, rows: summary.sheet.rows ?? [] } };
  }

  /** Stops every parse (their uploads are answered SHUTTING_DOWN) so that closing never waits on one. */
  close(): void {
    this.closed = true;
    const err = new AppError('SHUTTING_DOWN');
    this.gate.cancelWaiting(err);
    for (const stop of [...this.stops]) stop(err);
  }

  private async read(job: SheetJob): Promise<SheetSummary> {
    if (this.closed) throw new AppError('SHUTTING_DOWN');
    return this.gate.run(() => this.parse(job));
  }

  private parse(job: SheetJob): Promise<SheetSummary> {
    if (this.closed) return Promise.reject(new AppError('SHUTTING_DOWN'));
    const worker = spawnWorker(import.meta.url, 'sheet-worker', { workerData: job, resourceLimits: { maxOldGenerationSizeMb: this.heapMb } });
    return new Promise<SheetSummary>((resolve, reject) => {
      const finish = (outcome: () => void) => {
        // The first of reply, error, exit, timeout or close settles the parse; the rest find it gone.
        if (!this.stops.delete(stop)) return;
        clearTimeout(timer);
        void worker.terminate();
        outcome();
      };
      const stop = (err: AppError) => finish(() => reject(err));
      this.stops.add(stop);
      const timer = setTimeout(
        () => stop(new AppError('FILE_PARSE_TIMEOUT', `${ERRORS.FILE_PARSE_TIMEOUT.msg}（超过 ${this.timeoutMs / 1000} 秒）`)),
        this.timeoutMs,
      );
      worker.once('message', (reply: SheetReply) =>
        finish(() => ('summary' in reply ? resolve(reply.summary) : reject(new AppError(reply.error.name, reply.error.message)))),
      );
      worker.once('error', (err) => finish(() => reject(this.crashed(worker, err))));
      worker.once('exit', (code) => finish(() => reject(this.crashed(worker, new Error(`sheet worker exited with code ${code} before replying`)))));
    });
  }

  private crashed(worker: Worker, err: Error): AppError {
    if ((err as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') return limitExceeded('解析所需的内存', `${this.heapMb} MB`);
    this.opts.log?.warn({ err, threadId: worker.threadId }, 'sheet worker crashed');
    return fileInvalid('解析文件时出错');
  }
}
