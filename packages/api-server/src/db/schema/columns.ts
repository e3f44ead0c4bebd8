/** Column helpers every area's tables use: one definition of a timestamp with time zone, and of `created_at`. */
import { timestamp } from 'drizzle-orm/pg-core';

/** A timestamp with time zone, named as in the database. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** `created_at`: set by the database when the row is written. */
export const createdAt = () => at('created_at').notNull().defaultNow();
