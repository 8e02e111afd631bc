import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { companies } from './schema';

/**
 * spec §3 Events config of a company for every event type but `process_error` (issue 13 company console). The error
 * monitor's event keeps its config where it always was, in `monitor_settings` (which also holds the monitor's own
 * extra emails and webhook), so each event type has exactly one row that both the monitor's and the console's calls
 * read and write (families/notice/event-configs.ts). No row: the defaults (on, nobody named, in-app only).
 */
export const noticeEventConfigs = pgTable(
  'notice_event_configs',
  {
    companyId: id('company_id')
      .notNull()
      .references(() => companies.id),
    /** contract NOTICE_EVENT_TYPES, never `process_error`. */
    eventType: text('event_type').notNull(),
    status: integer('status').notNull().default(1),
    emailNotice: integer('email_notice').notNull().default(0),
    smsNotice: integer('sms_notice').notNull().default(0),
    notifiedUsers: text('notified_users')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.eventType] })],
);

/**
 * Events that must notify once per occurrence although they are seen many times (every refused run of a month is a
 * `quota_reached`): the first insert of (company, event, subject) wins, whichever platform process sees it first.
 */
export const noticeEventMarks = pgTable(
  'notice_event_marks',
  {
    companyId: id('company_id')
      .notNull()
      .references(() => companies.id),
    eventType: text('event_type').notNull(),
    /** What makes an occurrence one: the month and the plan for `quota_reached`. */
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.eventType, t.subject] })],
);
