import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { companies, pipelines } from './schema';

/**
 * 金数据 entries a pipeline has taken (issue 17): the trigger 「新表单数据」 hears of an entry twice — 金数据's data
 * push and the polling fallback — and must run once. Whichever path inserts the row first, in the transaction that
 * queues its run, owns the entry; the other finds the row and starts nothing. A first poll claims what already
 * exists (run_id null) so a late push of an old entry starts nothing either. Keyed by the form too: a trigger moved
 * to another form starts over with that form's serial numbers.
 */
export const jinshujuEntryClaims = pgTable(
  'jinshuju_entry_claims',
  {
    processId: id('process_id')
      .notNull()
      .references(() => pipelines.id),
    formToken: text('form_token').notNull(),
    serialNumber: text('serial_number').notNull(),
    companyId: id('company_id')
      .notNull()
      .references(() => companies.id),
    /** 'push', 'poll' or 'baseline' (seen by a first poll, not run). */
    source: text('source').notNull(),
    runId: id('run_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.processId, t.formToken, t.serialNumber] })],
);
