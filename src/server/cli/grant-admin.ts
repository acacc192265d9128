import { eq, sql } from 'drizzle-orm';
import { user } from '../db/schema/index.ts';
import type { CliCommand } from './commands.ts';

export const grantAdminCommand: CliCommand = {
  usage: 'grant-admin <email>',
  description: 'Give the admin role to an existing account.',
  async run([email], { database }) {
    if (!email) throw new Error('usage: npm run cli -- grant-admin <email>');
    const rows = await database.db
      .update(user)
      .set({ role: 'admin' })
      .where(eq(sql`lower(${user.email})`, email.toLowerCase()))
      .returning({ id: user.id });
    if (rows.length === 0)
      throw new Error(`No account with the e-mail ${email}. Sign up first, then run this again.`);
    console.log(`${email} is now an administrator.`);
  },
};
