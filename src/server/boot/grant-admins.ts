import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { user } from '../db/schema/index.ts';

/**
 * ADMIN_EMAILS: accounts with these e-mails get the admin role — only once the address is verified
 * (at each start, and when its owner opens the verification link), so that on a fresh deployment
 * whoever registers the operator's address first does not become admin.
 */
export async function grantAdmins(db: Db, emails: string[]): Promise<number> {
  if (emails.length === 0) return 0;
  const rows = await db
    .update(user)
    .set({ role: 'admin' })
    .where(and(inArray(sql`lower(${user.email})`, emails), eq(user.emailVerified, true)))
    .returning({ id: user.id });
  return rows.length;
}
