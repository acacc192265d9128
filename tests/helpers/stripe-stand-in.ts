import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { parseFormParams } from './form-params.ts';

/**
 * A loopback stand-in for the part of Stripe's REST API that Scout calls (customers, products,
 * prices, coupons, Checkout Sessions, subscriptions: retrieve, update, cancel; charges: list, one per
 * payment; Billing Portal), speaking
 * Stripe's protocol: form-encoded requests with a bearer key, Stripe JSON objects and errors. Tests
 * drive the "customer" side with payCheckout / activateSubscription / endSubscription /
 * renewSubscription, and sign webhooks with generateTestHeaderString.
 */
type Obj = Record<string, any>;
const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

export interface StripeStandIn {
  url: string;
  webhookSecret: string;
  requests: { method: string; path: string; params: Obj }[];
  subscriptions: Map<string, Obj>;
  checkoutSessions: Map<string, Obj>;
  prices: Map<string, Obj>;
  coupons: Map<string, Obj>;
  /** One per payment (a paid checkout, a renewal), newest last. */
  charges: Obj[];
  /**
   * The buyer pays: the session completes (a subscription is created in subscription mode; with
   * `subscriptionStatus: 'incomplete'` its first payment is still settling — see activateSubscription).
   */
  payCheckout(
    sessionId: string,
    now?: Date,
    o?: { subscriptionStatus?: 'active' | 'incomplete' },
  ): { session: Obj; subscription: Obj | null };
  /** An incomplete subscription's first payment settles: it becomes active. */
  activateSubscription(subscriptionId: string): Obj;
  /** Stripe ends a subscription (e.g. canceled from the dashboard or after failed payments). */
  endSubscription(subscriptionId: string): Obj;
  /** Stripe renews a subscription for one more period. */
  renewSubscription(subscriptionId: string): Obj;
  /** A signed webhook request for an event about `object`. */
  signedEvent(type: string, object: Obj): Promise<{ body: string; signature: string; eventId: string }>;
  close(): Promise<void>;
}

function addMonths(d: Date, months: number) {
  const r = new Date(d);
  r.setUTCMonth(r.getUTCMonth() + months);
  return r;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const customers = new Map<string, Obj>();
  const products = new Map<string, Obj>();
  const prices = new Map<string, Obj>();
  const checkoutSessions = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const coupons = new Map<string, Obj>();
  const charges: Obj[] = [];
  const requests: StripeStandIn['requests'] = [];
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const signer = new Stripe('sk_test_signer');
  let base = '';

  const list = (data: Obj[], url: string) => ({ object: 'list', data, has_more: false, url });
  const missing = (what: string, value: string) => ({
    status: 404,
    body: {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such ${what}: '${value}'`,
        param: 'id',
      },
    },
  });
  const invalid = (message: string, param?: string) => ({
    status: 400,
    body: { error: { type: 'invalid_request_error', message, param } },
  });

  function subscriptionItem(price: Obj, start: Date, end: Date) {
    return {
      id: id('si'),
      object: 'subscription_item',
      price,
      quantity: 1,
      current_period_start: seconds(start),
      current_period_end: seconds(end),
    };
  }

  function charge(customer: string | null, amount: number, currency: string, at: Date) {
    const c = {
      id: id('ch'),
      object: 'charge',
      customer,
      amount,
      currency,
      created: seconds(at),
      status: 'succeeded',
      paid: true,
      refunded: false,
      description: null,
      receipt_url: `${base}/receipts/${charges.length + 1}`,
    };
    charges.push(c);
    return c;
  }

  function route(method: string, path: string, p: Obj): { status: number; body: unknown } {
    /** The id in `/v1/<resource>/<id>` for this verb and resource, or null. */
    const idIn = (verb: string, pattern: RegExp) =>
      verb === method ? (pattern.exec(path)?.[1] ?? null) : null;
    const productId = idIn('GET', /^\/v1\/products\/([^/]+)$/);
    const sessionId = idIn('GET', /^\/v1\/checkout\/sessions\/([^/]+)$/);
    const readSubId = idIn('GET', /^\/v1\/subscriptions\/([^/]+)$/);
    const updateSubId = idIn('POST', /^\/v1\/subscriptions\/([^/]+)$/);
    const cancelSubId = idIn('DELETE', /^\/v1\/subscriptions\/([^/]+)$/);
    if (method === 'POST' && path === '/v1/customers') {
      const c = { id: id('cus'), object: 'customer', email: p.email ?? null, metadata: p.metadata ?? {} };
      customers.set(c.id, c);
      return { status: 200, body: c };
    }
    if (method === 'POST' && path === '/v1/products') {
      if (p.id && products.has(p.id)) return invalid(`Product already exists: ${p.id}`, 'id');
      const prod = {
        id: p.id ?? id('prod'),
        object: 'product',
        name: p.name,
        active: true,
        metadata: p.metadata ?? {},
      };
      products.set(prod.id, prod);
      return { status: 200, body: prod };
    }
    if (productId) {
      const prod = products.get(productId);
      return prod ? { status: 200, body: prod } : missing('product', productId);
    }
    if (method === 'GET' && path === '/v1/prices') {
      const keys: string[] = p.lookup_keys ?? [];
      const data = [...prices.values()].filter(
        (x) =>
          (!keys.length || keys.includes(x.lookup_key)) &&
          (p.active === undefined || String(x.active) === p.active),
      );
      return { status: 200, body: list(data.slice(0, Number(p.limit ?? 10)), '/v1/prices') };
    }
    if (method === 'POST' && path === '/v1/prices') {
      if (!products.has(p.product)) return missing('product', p.product);
      if (p.lookup_key) {
        const holder = [...prices.values()].find((x) => x.lookup_key === p.lookup_key);
        if (holder && p.transfer_lookup_key !== 'true')
          return invalid('A price with this lookup key already exists', 'lookup_key');
        if (holder) holder.lookup_key = null;
      }
      const price = {
        id: id('price'),
        object: 'price',
        active: true,
        currency: p.currency,
        unit_amount: Number(p.unit_amount),
        lookup_key: p.lookup_key ?? null,
        product: p.product,
        metadata: p.metadata ?? {},
        type: p.recurring ? 'recurring' : 'one_time',
        recurring: p.recurring ? { interval: p.recurring.interval, interval_count: 1 } : null,
      };
      prices.set(price.id, price);
      return { status: 200, body: price };
    }
    if (method === 'POST' && path === '/v1/coupons') {
      const coupon = {
        id: id('coupon'),
        object: 'coupon',
        amount_off: Number(p.amount_off),
        currency: p.currency,
        duration: p.duration,
        max_redemptions: p.max_redemptions ? Number(p.max_redemptions) : null,
        name: p.name ?? null,
        metadata: p.metadata ?? {},
      };
      coupons.set(coupon.id, coupon);
      return { status: 200, body: coupon };
    }
    if (method === 'GET' && path === '/v1/charges') {
      const data = charges.filter((c) => !p.customer || c.customer === p.customer).reverse();
      return { status: 200, body: list(data.slice(0, Number(p.limit ?? 10)), '/v1/charges') };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const priceId = p.line_items?.[0]?.price;
      const price = prices.get(priceId);
      if (!price) return missing('price', String(priceId));
      if (p.mode === 'subscription' && !price.recurring)
        return invalid('You must provide at least one recurring price in `subscription` mode', 'line_items');
      if (p.customer && !customers.has(p.customer)) return missing('customer', p.customer);
      const couponId = p.discounts?.[0]?.coupon;
      const coupon = couponId ? coupons.get(couponId) : null;
      if (couponId && !coupon) return missing('coupon', couponId);
      const s = {
        id: id('cs_test'),
        object: 'checkout.session',
        mode: p.mode,
        customer: p.customer ?? null,
        client_reference_id: p.client_reference_id ?? null,
        metadata: p.metadata ?? {},
        allowed_payment_method_types: p.allowed_payment_method_types ?? null,
        success_url: p.success_url,
        cancel_url: p.cancel_url,
        status: 'open',
        payment_status: 'unpaid',
        subscription: null as string | null,
        url: `${base}/pay/${''}`,
        amount_total: Math.max(price.unit_amount - (coupon?.amount_off ?? 0), 0),
        total_details: { amount_discount: Math.min(coupon?.amount_off ?? 0, price.unit_amount) },
        currency: price.currency,
        _price: priceId,
        _subscriptionMetadata: p.subscription_data?.metadata ?? {},
      };
      s.url = `${base}/pay/${s.id}`;
      checkoutSessions.set(s.id, s);
      return { status: 200, body: s };
    }
    if (sessionId) {
      const s = checkoutSessions.get(sessionId);
      return s ? { status: 200, body: s } : missing('checkout.session', sessionId);
    }
    if (readSubId) {
      const s = subscriptions.get(readSubId);
      return s ? { status: 200, body: s } : missing('subscription', readSubId);
    }
    if (updateSubId) {
      const s = subscriptions.get(updateSubId);
      if (!s) return missing('subscription', updateSubId);
      if (s.status === 'canceled') return invalid('A canceled subscription can only update its metadata');
      if (p.cancel_at_period_end !== undefined) s.cancel_at_period_end = p.cancel_at_period_end === 'true';
      if (p.metadata) s.metadata = { ...s.metadata, ...p.metadata };
      if (p.items?.[0]) {
        const item = s.items.data.find((i: Obj) => i.id === p.items[0].id);
        const price = prices.get(p.items[0].price);
        if (!item) return invalid('No such subscription item', 'items');
        if (!price) return missing('price', p.items[0].price);
        if (price.recurring.interval !== item.price.recurring.interval) {
          const now = new Date();
          item.current_period_start = seconds(now);
          item.current_period_end = seconds(addMonths(now, price.recurring.interval === 'year' ? 12 : 1));
        }
        item.price = price;
      }
      return { status: 200, body: s };
    }
    if (cancelSubId) {
      const s = subscriptions.get(cancelSubId);
      if (!s) return missing('subscription', cancelSubId);
      if (s.status === 'canceled') return invalid('This subscription has already been canceled');
      s.status = 'canceled';
      s.canceled_at = seconds(new Date());
      return { status: 200, body: s };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (!customers.has(p.customer)) return missing('customer', p.customer);
      const session = {
        id: id('bps'),
        object: 'billing_portal.session',
        customer: p.customer,
        return_url: p.return_url,
        url: `${base}/portal/${p.customer}`,
      };
      return { status: 200, body: session };
    }
    return {
      status: 404,
      body: {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` },
      },
    };
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
        res.end(JSON.stringify(body));
      };
      if (!/^Bearer sk_/.test(req.headers.authorization ?? ''))
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      const params = parseFormParams(req.method === 'GET' ? url.search.slice(1) : raw);
      requests.push({ method: req.method ?? 'GET', path: url.pathname, params });
      const result = route(req.method ?? 'GET', url.pathname, params);
      send(result.status, result.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    webhookSecret,
    requests,
    subscriptions,
    checkoutSessions,
    prices,
    coupons,
    charges,
    payCheckout(sessionId, now = new Date(), o = {}) {
      const s = checkoutSessions.get(sessionId);
      if (!s) throw new Error(`no session ${sessionId}`);
      s.status = 'complete';
      s.payment_status = 'paid';
      if (s.amount_total > 0) charge(s.customer, s.amount_total, s.currency, now);
      let subscription: Obj | null = null;
      if (s.mode === 'subscription') {
        const price = prices.get(s._price) as Obj;
        const months = price.recurring.interval === 'year' ? 12 : 1;
        subscription = {
          id: id('sub'),
          object: 'subscription',
          customer: s.customer,
          status: o.subscriptionStatus ?? 'active',
          cancel_at_period_end: false,
          cancel_at: null,
          metadata: s._subscriptionMetadata,
          items: {
            object: 'list',
            data: [subscriptionItem(price, now, addMonths(now, months))],
            has_more: false,
          },
        };
        subscriptions.set(subscription.id, subscription);
        s.subscription = subscription.id;
      }
      return { session: s, subscription };
    },
    activateSubscription(subscriptionId) {
      const s = subscriptions.get(subscriptionId) as Obj;
      s.status = 'active';
      return s;
    },
    endSubscription(subscriptionId) {
      const s = subscriptions.get(subscriptionId) as Obj;
      s.status = 'canceled';
      return s;
    },
    renewSubscription(subscriptionId) {
      const s = subscriptions.get(subscriptionId) as Obj;
      const item = s.items.data[0];
      const months = item.price.recurring.interval === 'year' ? 12 : 1;
      item.current_period_start = item.current_period_end;
      item.current_period_end = seconds(addMonths(new Date(item.current_period_end * 1000), months));
      charge(
        s.customer,
        item.price.unit_amount,
        item.price.currency,
        new Date(item.current_period_start * 1000),
      );
      return s;
    },
    async signedEvent(type, object) {
      const eventId = id('evt');
      const body = JSON.stringify({
        id: eventId,
        object: 'event',
        api_version: '2026-10-28.endive',
        created: seconds(new Date()),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object: structuredClone(object) },
      });
      const signature = await signer.webhooks.generateTestHeaderStringAsync({
        payload: body,
        secret: webhookSecret,
      });
      return { body, signature, eventId };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
