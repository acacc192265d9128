import { count, gte } from 'drizzle-orm';
import { startOfUtcMonth } from '../../../domain/calendar.ts';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/index.ts';

export interface AdminStats {
  users: number;
  signupsThisMonth: number;
}

export async function getAdminStats({ db, now }: { db: Db; now: Date }): Promise<AdminStats> {
  const [all] = await db.select({ n: count() }).from(user);
  const [recent] = await db
    .select({ n: count() })
    .from(user)
    .where(gte(user.createdAt, startOfUtcMonth(now)));
  return { users: all?.n ?? 0, signupsThisMonth: recent?.n ?? 0 };
}
