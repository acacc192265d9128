/**
 * A price the page showed only in another currency (amazon.com for a visitor from Europe shows
 * "EUR 85.15"): the estimate converts it back at Scout's dated exchange rates and says so, so the
 * tile gets its fees and revenue; a stored price is never made of it. Likewise other sellers' lowest
 * offer where the page shows no featured offer, when no price is known.
 */
import { describe, expect, it } from 'vitest';
import { apiKeysApi } from '#contracts/api-keys.ts';
import { observationsApi } from '#contracts/observations.ts';
import { DEFAULT_EXCHANGE_RATES } from '#domain/market/exchange-rates.ts';
import { givePlan, newAsin } from '#tests/helpers/factories/index.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext();

describe('a price shown in another currency', () => {
  it('is converted for the estimate, labelled with the shown amount and the rates’ date', async () => {
    const user = await ctx.signUp();
    await givePlan(ctx.deps.database.db, user.userId, 'pro');
    const { body } = await user.call(apiKeysApi.create, { body: { name: 'extension' } });
    const headers = { authorization: `Bearer ${body.key}` };
    const estimate = (item: object) =>
      ctx
        .client()
        .call(
          observationsApi.estimate,
          { body: { marketplace: 'US', items: [{ asin: newAsin(), ...item }] } },
          headers,
        );
    const res = await estimate({ shownPrice: { currency: 'EUR', amountMinor: 8515 } });
    expect(res.status).toBe(200);
    const [e] = res.body.items;
    const usd = Math.round(
      (85.15 / DEFAULT_EXCHANGE_RATES.perEuro.EUR) * DEFAULT_EXCHANGE_RATES.perEuro.USD * 100,
    );
    expect(e.inputs.price).toMatchObject({
      value: usd,
      source: 'page_converted',
      converted: { currency: 'EUR', amountMinor: 8515, ratesDate: DEFAULT_EXCHANGE_RATES.date },
    });
    expect(e.economics?.fees.priceMinor).toBe(usd);
    expect(e.economics?.fees.amazonFees.lowMinor).toBeGreaterThan(0);

    // The page's own currency wins over a shown one; a shown price in it is the page's price.
    const own = await estimate({
      currency: 'USD',
      priceCents: 8999,
      shownPrice: { currency: 'EUR', amountMinor: 8515 },
    });
    expect(own.body.items[0].inputs.price).toMatchObject({ value: 8999, source: 'page' });
    const same = await estimate({ shownPrice: { currency: 'USD', amountMinor: 4999 } });
    expect(same.body.items[0].inputs.price).toMatchObject({ value: 4999, source: 'page' });

    // No price at all, the page showing other sellers' lowest offer ("No featured offers available ·
    // $28.15", "1 offer from $59.99"): the fees rest on it, labelled so; a price known wins over it.
    const offer = await estimate({ offerPrice: { currency: 'USD', amountMinor: 2815 } });
    expect(offer.body.items[0].inputs.price).toMatchObject({ value: 2815, source: 'page_offer' });
    expect(offer.body.items[0].economics?.fees.priceMinor).toBe(2815);
    const offerEur = await estimate({ offerPrice: { currency: 'EUR', amountMinor: 2815 } });
    expect(offerEur.body.items[0].inputs.price).toMatchObject({
      source: 'page_offer_converted',
      converted: { currency: 'EUR', amountMinor: 2815 },
    });
    const both = await estimate({
      currency: 'USD',
      priceCents: 3999,
      offerPrice: { currency: 'USD', amountMinor: 2815 },
    });
    expect(both.body.items[0].inputs.price).toMatchObject({ value: 3999, source: 'page' });
    // Neither: no price, so no fees (the extension says "no price").
    const none = await estimate({});
    expect(none.body.items[0].inputs.price).toBeNull();
    expect(none.body.items[0].economics).toBeNull();

    // Bad input: a currency Scout does not know is refused.
    // untyped: a currency the contract does not offer
    const bad = await ctx
      .client()
      .post(
        '/api/v1/estimates',
        { marketplace: 'US', items: [{ asin: newAsin(), shownPrice: { currency: 'XXX', amountMinor: 1 } }] },
        headers,
      );
    expect(bad.status).toBe(400);
  });
});
