import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { session } from '../db/schema/index.ts';
import type { Logger } from '../lib/logger.ts';
import { revokeApiKeysMadeBefore } from '../modules/api-keys/index.ts';

/**
 * An account taken back by the owner of its address (issue 30, docs/security.md "Taking an account
 * back"): anyone can sign up with an address that is not theirs, and pay, and make API keys, before
 * its owner ever opens a link sent to it. When the owner proves the address — a password reset from
 * the e-mailed link, or the first verification of the address — every API key and every session made
 * up to then stops working. Whoever made them must prove the address too to get back in.
 */
export async function reclaimAccount(o: {
  db: Db;
  userId: string;
  now: Date;
  logger: Logger;
  reason: 'password-reset' | 'first-verification';
}) {
  const [keys, sessions] = await o.db.transaction(async (tx) => [
    await revokeApiKeysMadeBefore(tx, { userId: o.userId, now: o.now }),
    (
      await tx
        .delete(session)
        .where(and(eq(session.userId, o.userId), lte(session.createdAt, o.now)))
        .returning({ id: session.id })
    ).length,
  ]);
  if (keys || sessions)
    o.logger.info(
      { userId: o.userId, reason: o.reason, apiKeysRevoked: keys, sessionsEnded: sessions },
      'address proven: earlier API keys and sessions ended',
    );
}
