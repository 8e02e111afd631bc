import { customType, timestamp } from 'drizzle-orm/pg-core';

/**
 * A bigint column that travels as a decimal string: our ids (core `newId()`) exceed 2^53, so they
 * must never become JS numbers (DESIGN §3). PGlite hands int8 back as bigint, pg as string.
 */
export const id = customType<{ data: string; driverData: string | bigint }>({
  dataType: () => 'bigint',
  fromDriver: (value) => String(value),
  toDriver: (value) => value,
});

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
