import { Hono } from 'hono';
import { adminPromoCodesApi, promoCodesApi } from '#contracts/promo-codes.ts';
import { currentUser, requireAdmin, requireUser } from '#server/auth/session.ts';
import { implement } from '#server/http/implement.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { enforceRateLimit } from '#server/lib/rate-limit.ts';
import { createPromoCode } from './create-promo-code.ts';
import { deletePromoCode } from './delete-promo-code.ts';
import { listPromoCodes } from './list-promo-codes.ts';
import { redeemPromoCode } from './redeem-promo-code.ts';
import { verifyPromoCode } from './verify-promo-code.ts';

/** Guessing codes is slowed down: 30 checks or redemptions per user per 10 minutes. */
const PROMO_LIMIT = { limit: 30, windowMs: 10 * 60_000 };

/** /api/promo-codes: a signed-in user verifies and redeems codes (contract: src/contracts/promo-codes.ts). */
export function promoCodeRoutes({ database, now }: AppDeps) {
  const db = database.db;
  const app = new Hono<AppEnv>().use(requireUser).use(async (c, next) => {
    await enforceRateLimit(db, { key: `promo:${currentUser(c).id}`, ...PROMO_LIMIT });
    return next();
  });
  implement(app, promoCodesApi.verify, (c, { body }) =>
    verifyPromoCode({ db, userId: currentUser(c).id, code: body.code, now: now() }),
  );
  implement(app, promoCodesApi.redeem, (c, { body }) =>
    redeemPromoCode({ db, userId: currentUser(c).id, code: body.code, now: now() }),
  );
  return app;
}

/** /api/admin/promo-codes: administrators list, create and delete codes. */
export function promoCodeAdminRoutes({ database, now }: AppDeps) {
  const db = database.db;
  const actor = (c: { get(key: 'user'): AppEnv['Variables']['user'] }) => {
    const u = currentUser(c);
    return { id: u.id, email: u.email };
  };
  const app = new Hono<AppEnv>().use(requireAdmin);
  implement(app, adminPromoCodesApi.list, () => listPromoCodes({ db }));
  implement(app, adminPromoCodesApi.create, (c, { body }) =>
    createPromoCode({ db, actor: actor(c), input: body, now: now() }),
  );
  implement(app, adminPromoCodesApi.remove, (c, { params }) =>
    deletePromoCode({ db, actor: actor(c), id: params.id, now: now() }),
  );
  return app;
}
