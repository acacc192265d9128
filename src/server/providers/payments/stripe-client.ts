import Stripe from 'stripe';

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
  return new Stripe(o.secretKey, config);
}
