import { jinshujuFormOf } from '@huiliu/core';
import { and, eq, inArray } from 'drizzle-orm';
import { jinshujuEntryClaims } from '../../db/schema-jinshuju';
import type { ClaimKey, TriggerClaims } from '../polling/claims';

const formOf = (key: ClaimKey) => jinshujuFormOf(key.step);

/** 金数据 entries by (pipeline, form, serial_number): db/schema-jinshuju.ts says why. */
export const jinshujuClaims: TriggerClaims = {
  async taken(db, key, ids) {
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ serial: jinshujuEntryClaims.serialNumber })
      .from(jinshujuEntryClaims)
      .where(
        and(
          eq(jinshujuEntryClaims.companyId, key.companyId),
          eq(jinshujuEntryClaims.processId, key.processId),
          eq(jinshujuEntryClaims.formToken, formOf(key)),
          inArray(jinshujuEntryClaims.serialNumber, [...ids]),
        ),
      );
    return new Set(rows.map((r) => r.serial));
  },
  async claim(tx, key, items, source) {
    if (items.length === 0) return new Set();
    const rows = await tx
      .insert(jinshujuEntryClaims)
      .values(
        items.map((item) => ({
          processId: key.processId,
          formToken: formOf(key),
          serialNumber: item.id,
          companyId: key.companyId,
          source,
          runId: item.runId,
        })),
      )
      .onConflictDoNothing()
      .returning({ serial: jinshujuEntryClaims.serialNumber });
    return new Set(rows.map((r) => r.serial));
  },
};
