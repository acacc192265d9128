import { Hono } from 'hono';
import { currentUser, requireAdmin, requireUser } from '#server/auth/session.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { validate } from '#server/http/validate.ts';
import { enforceRateLimit } from '#server/lib/rate-limit.ts';
import { createPromoCode } from './create-promo-code.ts';
import { deletePromoCode } from './delete-promo-code.ts';
import { listPromoCodes } from './list-promo-codes.ts';
import { redeemPromoCode } from './redeem-promo-code.ts';
import { createPromoCodeInput, promoCodeInput, promoIdParam } from './schema.ts';
import { verifyPromoCode } from './verify-promo-code.ts';

/** Guessing codes is slowed down: 30 checks or redemptions per user per 10 minutes. */
const PROMO_LIMIT = { limit: 30, windowMs: 10 * 60_000 };

/** /api/promo-codes: a signed-in user verifies and redeems codes. */
export function promoCodeRoutes({ database, now }: AppDeps) {
  const db = database.db;
  return new Hono<AppEnv>()
    .use(requireUser)
    .use(async (c, next) => {
      await enforceRateLimit(db, { key: `promo:${currentUser(c).id}`, ...PROMO_LIMIT, now: now() });
      return next();
    })
    .post('/verify', validate('json', promoCodeInput), async (c) =>
      c.json(
        await verifyPromoCode({ db, userId: currentUser(c).id, code: c.req.valid('json').code, now: now() }),
      ),
    )
    .post('/redeem', validate('json', promoCodeInput), async (c) =>
      c.json(
        await redeemPromoCode({ db, userId: currentUser(c).id, code: c.req.valid('json').code, now: now() }),
      ),
    );
}

/** /api/admin/promo-codes: administrators list, create and delete codes. */
export function promoCodeAdminRoutes({ database, now }: AppDeps) {
  const db = database.db;
  const actor = (c: { get(key: 'user'): AppEnv['Variables']['user'] }) => {
    const u = currentUser(c);
    return { id: u.id, email: u.email };
  };
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get('/', async (c) => c.json(await listPromoCodes({ db })))
    .post('/', validate('json', createPromoCodeInput), async (c) =>
      c.json(await createPromoCode({ db, actor: actor(c), input: c.req.valid('json'), now: now() }), 201),
    )
    .delete('/:id', validate('param', promoIdParam), async (c) => {
      await deletePromoCode({ db, actor: actor(c), id: c.req.valid('param').id, now: now() });
      return c.body(null, 204);
    });
}
