import { createRequire } from 'node:module';
import type Stripe from 'stripe';

// Loaded only when Stripe is configured: the SDK is about 30 MiB of memory that an instance without
// Stripe keys would carry for nothing (idle memory, docs/benchmarks.md "memory").
const require = createRequire(import.meta.url);

/**
 * The Stripe SDK, optionally pointed at another API address (STRIPE_API_BASE: tests use a loopback
 * stand-in that speaks Stripe's REST protocol).
 */
export function createStripeClient(o: { secretKey: string; apiBase?: string }): Stripe {
  const config: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000, telemetry: false };
  if (o.apiBase) {
    const url = new URL(o.apiBase);
    config.host = url.hostname;
    config.port = url.port || (url.protocol === 'https:' ? 443 : 80);
    config.protocol = url.protocol === 'http:' ? 'http' : 'https';
  }
  const StripeSdk = require('stripe') as typeof Stripe;
  return new StripeSdk(o.secretKey, config);
}
