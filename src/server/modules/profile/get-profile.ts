import { eq } from 'drizzle-orm';
import type { Profile } from '#contracts/profile.ts';
import { isAdmin } from '#server/auth/session.ts';
import type { Db } from '#server/db/client.ts';
import { profiles, user } from '#server/db/schema/index.ts';
import { notFound } from '#server/lib/app-error.ts';

export async function getProfile({ db, userId }: { db: Db; userId: string }): Promise<Profile> {
  const [row] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      createdAt: user.createdAt,
      companyName: profiles.companyName,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, userId));
  if (!row) throw notFound('user');
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    companyName: row.companyName,
    isAdmin: isAdmin(row),
    createdAt: row.createdAt.toISOString(),
  };
}
