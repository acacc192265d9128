import { eq } from 'drizzle-orm';
import type { UpdateProfileBody } from '#contracts/profile.ts';
import type { Db } from '#server/db/client.ts';
import { profiles, user } from '#server/db/schema/index.ts';
import { getProfile } from './get-profile.ts';

/** Saves the display name and company name; the e-mail is not editable here. */
export async function updateProfile({
  db,
  userId,
  input,
  now,
}: {
  db: Db;
  userId: string;
  input: UpdateProfileBody;
  now: Date;
}) {
  await db.transaction(async (tx) => {
    await tx.update(user).set({ name: input.name, updatedAt: now }).where(eq(user.id, userId));
    const companyName = input.companyName || null;
    await tx
      .insert(profiles)
      .values({ userId, companyName, updatedAt: now })
      .onConflictDoUpdate({ target: profiles.userId, set: { companyName, updatedAt: now } });
  });
  return getProfile({ db, userId });
}
