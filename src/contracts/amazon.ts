import * as z from 'zod/mini';
import { MARKETPLACE_CODES } from '#domain/marketplaces.ts';
import { SELLER_ID_PATTERN } from '#domain/sp-api.ts';
import { dateTime, isoDate } from './common.ts';
import { defineApi, noContent, redirect } from './define.ts';

const marketplace = z.enum(MARKETPLACE_CODES);
const email = z.email().check(z.trim(), z.maxLength(200));
const trimmed = (min: number, max: number) => z.string().check(z.trim(), z.minLength(min), z.maxLength(max));

/** A self-authorised SP-API app: the seller's LWA client and refresh token, tested before saving. */
export const selfAuthorizedBody = z.object({
  sellerId: z.string().check(z.trim(), z.toUpperCase(), z.regex(SELLER_ID_PATTERN)),
  marketplace,
  email,
  lwaClientId: trimmed(10, 200),
  lwaClientSecret: trimmed(10, 500),
  refreshToken: trimmed(20, 2000),
});
export type SelfAuthorizedInput = z.output<typeof selfAuthorizedBody>;

/** What the browser sees of a connection: never a token or a secret. */
export const amazonConnection = z.object({
  mode: z.enum(['oauth', 'self']),
  sellerId: z.string(),
  marketplace,
  email: z.string(),
  lwaClientId: z.nullable(z.string()),
  connectedAt: dateTime,
  lastSyncAt: z.nullable(dateTime),
  lastSyncStatus: z.nullable(z.enum(['ok', 'error'])),
  lastSyncError: z.nullable(z.string()),
  nextSyncAt: dateTime,
  salesSyncedThrough: z.nullable(isoDate),
});
export type AmazonConnection = z.output<typeof amazonConnection>;

export const amazonConnectionState = z.object({
  /** "Connect with Amazon" is offered when the operator configured an SP-API app. */
  oauthAvailable: z.boolean(),
  connection: z.nullable(amazonConnection),
});
export type AmazonConnectionState = z.output<typeof amazonConnectionState>;

/** The seller's Amazon account (Settings): SP-API connection, OAuth round trip, sync request. */
export const amazonApi = defineApi('/amazon', {
  /**
   * Seller Central sends the browser back here; it is redirected to /settings with the result
   * (signed out: to /auth).
   */
  oauthCallback: {
    method: 'GET',
    path: '/oauth/callback',
    query: z.object({
      state: z.optional(z.string().check(z.maxLength(200))),
      spapi_oauth_code: z.optional(z.string().check(z.maxLength(2000))),
      selling_partner_id: z.optional(z.string().check(z.maxLength(50))),
      error: z.optional(z.string().check(z.maxLength(200))),
    }),
    response: redirect,
  },
  connection: { method: 'GET', path: '/connection', response: amazonConnectionState },
  connect: { method: 'PUT', path: '/connection', body: selfAuthorizedBody, response: amazonConnectionState },
  disconnect: { method: 'DELETE', path: '/connection', response: noContent },
  /** "Sync now": the sync job takes the connection at its next run. */
  sync: { method: 'POST', path: '/connection/sync', response: noContent, status: 202 },
  /** The Seller Central address where the seller authorises Scout. */
  startOauth: {
    method: 'POST',
    path: '/oauth/start',
    body: z.object({ marketplace, email }),
    response: z.object({ url: z.string() }),
  },
});
