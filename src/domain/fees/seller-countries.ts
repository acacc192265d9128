/**
 * Where a seller's business is established (the digital services fee depends on it, `taxes.ts`).
 * A module of its own: the contracts name the list, and the client's build of a contract then does
 * not bring the tax tables (the initial-js benchmark, ADR 192).
 */
export const SELLER_COUNTRIES = ['US', 'UK', 'DE', 'FR', 'IT', 'ES', 'CA', 'JP', 'CN', 'other'] as const;
export type SellerCountry = (typeof SELLER_COUNTRIES)[number];
