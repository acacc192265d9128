import { eq } from 'drizzle-orm';
import type { UpdateProfileBody } from '#contracts/profile.ts';
import { COMPANY_NAME_MAX_LENGTH, DISPLAY_NAME_MAX_LENGTH } from '#domain/names.ts';
import type { Db } from '#server/db/client.ts';
import { profiles, user } from '#server/db/schema/index.ts';
import { assertName } from '#server/lib/check-name.ts';
import { getProfile } from './get-profile.ts';

/**
 * Saves the display name and company name (each one line of plain words, no link: #domain/names.ts);
 * the e-mail is not editable here.
 */
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
  assertName(input.name, { field: 'name', maxLength: DISPLAY_NAME_MAX_LENGTH });
  if (input.companyName)
    assertName(input.companyName, { field: 'companyName', maxLength: COMPANY_NAME_MAX_LENGTH });
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
