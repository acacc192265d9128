import { z } from 'zod';
import { MARKETPLACE_CODES } from '#domain/marketplaces.ts';
import { SELLER_ID_PATTERN } from '#domain/sp-api.ts';

const email = z.email().trim().max(200);

export const selfAuthorizedBody = z.object({
  sellerId: z.string().trim().toUpperCase().regex(SELLER_ID_PATTERN),
  marketplace: z.enum(MARKETPLACE_CODES),
  email,
  lwaClientId: z.string().trim().min(10).max(200),
  lwaClientSecret: z.string().trim().min(10).max(500),
  refreshToken: z.string().trim().min(20).max(2000),
});

export const oauthStartBody = z.object({ marketplace: z.enum(MARKETPLACE_CODES), email });

export const oauthCallbackQuery = z.object({
  state: z.string().max(200).optional(),
  spapi_oauth_code: z.string().max(2000).optional(),
  selling_partner_id: z.string().max(50).optional(),
  error: z.string().max(200).optional(),
});
