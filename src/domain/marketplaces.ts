/**
 * The Amazon marketplaces Scout knows (spec §3 "Market"): code, name, domain and currency.
 * Source: amazon-domain-facts.md, "Marketplaces". `region` is the SP-API region that serves it.
 */
export const MARKETPLACE_CODES = ['US', 'UK', 'DE', 'FR', 'IT', 'ES', 'CA', 'JP'] as const;
export type MarketplaceCode = (typeof MARKETPLACE_CODES)[number];

export const CURRENCIES = ['USD', 'GBP', 'EUR', 'CAD', 'JPY'] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];

export interface Marketplace {
  code: MarketplaceCode;
  /** English name of the country; the client translates `marketplaces.<code>`. */
  name: string;
  domain: string;
  currency: CurrencyCode;
  /** SP-API region. */
  region: 'na' | 'eu' | 'fe';
  /** SP-API marketplace id. */
  marketplaceId: string;
}

export const MARKETPLACES: Record<MarketplaceCode, Marketplace> = {
  US: {
    code: 'US',
    name: 'United States',
    domain: 'amazon.com',
    currency: 'USD',
    region: 'na',
    marketplaceId: 'ATVPDKIKX0DER',
  },
  UK: {
    code: 'UK',
    name: 'United Kingdom',
    domain: 'amazon.co.uk',
    currency: 'GBP',
    region: 'eu',
    marketplaceId: 'A1F83G8C2ARO7P',
  },
  DE: {
    code: 'DE',
    name: 'Germany',
    domain: 'amazon.de',
    currency: 'EUR',
    region: 'eu',
    marketplaceId: 'A1PA6795UKMFR9',
  },
  FR: {
    code: 'FR',
    name: 'France',
    domain: 'amazon.fr',
    currency: 'EUR',
    region: 'eu',
    marketplaceId: 'A13V1IB3VIYZZH',
  },
  IT: {
    code: 'IT',
    name: 'Italy',
    domain: 'amazon.it',
    currency: 'EUR',
    region: 'eu',
    marketplaceId: 'APJ6JRA9NG5V4',
  },
  ES: {
    code: 'ES',
    name: 'Spain',
    domain: 'amazon.es',
    currency: 'EUR',
    region: 'eu',
    marketplaceId: 'A1RKKUPIHCS9HS',
  },
  CA: {
    code: 'CA',
    name: 'Canada',
    domain: 'amazon.ca',
    currency: 'CAD',
    region: 'na',
    marketplaceId: 'A2EUQ1WTGCTBG2',
  },
  JP: {
    code: 'JP',
    name: 'Japan',
    domain: 'amazon.co.jp',
    currency: 'JPY',
    region: 'fe',
    marketplaceId: 'A1VC38T7YXB528',
  },
};

export const isMarketplaceCode = (v: unknown): v is MarketplaceCode =>
  typeof v === 'string' && (MARKETPLACE_CODES as readonly string[]).includes(v);

/** The marketplace of a domain such as "amazon.co.uk" or "www.amazon.de" (null when unknown). */
export function marketplaceByDomain(domain: string): Marketplace | null {
  const host = domain
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .split('/')[0];
  return Object.values(MARKETPLACES).find((m) => m.domain === host) ?? null;
}

/** A marketplace code in any case ("us") or a domain ("amazon.com", "https://www.amazon.co.uk/"). */
export function parseMarketplace(input: string): MarketplaceCode | null {
  const code = input.trim().toUpperCase();
  if (isMarketplaceCode(code)) return code;
  return marketplaceByDomain(input)?.code ?? null;
}

/** Amazon's product page of an ASIN on a marketplace. */
export const productUrl = (marketplace: MarketplaceCode, asin: string) =>
  `https://www.${MARKETPLACES[marketplace].domain}/dp/${asin}`;
