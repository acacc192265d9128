import * as z from 'zod/mini';
import type { SelfAuthorizedInput } from '#contracts/amazon.ts';
import { MARKETPLACE_CODES } from '#domain/marketplaces.ts';
import { SELLER_ID_PATTERN } from '#domain/sp-api.ts';
import { REQUIRED } from './amazon-connect-fields.ts';

const filled = z.string().check(z.refine((v) => v.trim() !== '', REQUIRED));
/** Not asked for when the seller connects through "Connect with Amazon". */
const optional = z.string();

/**
 * The connection form as typed → the request (ADR 110). Only presence and the seller ID's shape
 * are checked here (the seller ID by the server's rule: trimmed, upper-cased, SELLER_ID_PATTERN);
 * the server checks the rest and names the field it refuses. The secret is sent as typed.
 */
export const connectSchema = (oauth: boolean) => {
  const own = oauth ? optional : filled;
  return z.pipe(
    z.object({
      marketplace: z.enum(MARKETPLACE_CODES),
      email: filled,
      sellerId: oauth
        ? optional
        : filled.check(
            z.refine(
              (v) => v.trim() === '' || SELLER_ID_PATTERN.test(v.trim().toUpperCase()),
              'form.sellerIdInvalid',
            ),
          ),
      lwaClientId: own,
      lwaClientSecret: own,
      refreshToken: own,
    }),
    z.transform(
      (v): SelfAuthorizedInput => ({
        marketplace: v.marketplace,
        email: v.email.trim(),
        sellerId: v.sellerId.trim(),
        lwaClientId: v.lwaClientId.trim(),
        lwaClientSecret: v.lwaClientSecret,
        refreshToken: v.refreshToken.trim(),
      }),
    ),
  );
};
export type ConnectFields = z.input<ReturnType<typeof connectSchema>>;
