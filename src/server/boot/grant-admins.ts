import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { user } from '../db/schema/index.ts';

/** ADMIN_EMAILS: existing accounts with these e-mails get the admin role (new ones get it at sign-up). */
export async function grantAdmins(db: Db, emails: string[]): Promise<number> {
  if (emails.length === 0) return 0;
  const rows = await db
    .update(user)
    .set({ role: 'admin' })
    .where(inArray(sql`lower(${user.email})`, emails))
    .returning({ id: user.id });
  return rows.length;
}
