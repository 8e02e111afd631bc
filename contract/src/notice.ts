import { z } from 'zod';
import { call, page } from './call';
import { bit, count, id, idString, paging, timestamp } from './fields';

/** An in-app notice: one per notified person, or one for the whole company. */
export const Notice = z.strictObject({
  notice_id: id,
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  process_id: id.nullable(),
  log_id: id.nullable(),
  read: bit,
  created_at: timestamp,
});
export type Notice = z.output<typeof Notice>;

/** The notice list also counts the unread ones. */
export const NoticePage = page(Notice).extend({ unread: count });

/** The in-app notices the error monitor writes — `/v1/api/notice`, for the UI's bell. */
export const notice = {
  /** Newest first: the caller's and company-wide ones. */
  list: call({
    method: 'GET',
    path: '/v1/api/notice/list',
    query: z.object({ unread: z.enum(['0', '1']).optional(), ...paging }),
    reply: NoticePage,
  }),
  /** Some notices or all of them; others' and unknown ids are skipped. */
  read: call({
    method: 'POST',
    path: '/v1/api/notice/read',
    body: z.union([z.object({ notice_ids: z.array(idString).min(1).max(100) }), z.object({ all: z.literal(1) })]),
    reply: z.strictObject({ updated: count }),
  }),
};
