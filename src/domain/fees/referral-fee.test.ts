import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { feeCategoryForCatalog } from './catalog-category-map.ts';
import { FEE_CATEGORY_IDS } from './fee-categories.ts';
import { hasReferralSchedule, US_REFERRAL_2024 } from './referral-cards.ts';
import { referralFee, referralFeeCents } from './referral-fee.ts';

const fee = (category: string, cents: number, marketplace: 'US' | 'UK' | 'DE' | 'FR' = 'US') =>
  referralFee({ category, priceMinor: cents, marketplace })?.feeMinor;

describe('which marketplaces have a referral schedule', () => {
  it('has one for the US, Canada (the US schedule as an estimate) and Europe, none for Japan', () => {
    for (const m of ['US', 'CA', 'UK', 'DE', 'FR', 'IT', 'ES'] as const)
      expect(hasReferralSchedule(m)).toBe(true);
    expect(hasReferralSchedule('JP')).toBe(false);
    expect(referralFee({ category: 'homeKitchen', priceMinor: 2000, marketplace: 'JP' })).toBeNull();
  });
});

describe('referral fee, amazon.com 2024', () => {
  it('charges flat rates with the $0.30 minimum', () => {
    expect(fee('homeKitchen', 2000)).toBe(300);
    expect(fee('luggage', 2999)).toBe(450); // 449.85 rounds half up
    expect(fee('consumerElectronics', 10000)).toBe(800);
    expect(fee('industrialScientific', 5000)).toBe(600);
    expect(fee('amazonDeviceAccessories', 1000)).toBe(450);
    const cheap = referralFee({ category: 'homeKitchen', priceMinor: 100 });
    expect(cheap?.feeMinor).toBe(30);
    expect(cheap?.minimumApplied).toBe(true);
    expect(fee('homeKitchen', 200)).toBe(30); // 15 % = 30 exactly
    expect(fee('homeKitchen', 0)).toBe(0);
  });

  it('switches whole-price rates at the Baby, Beauty and Grocery thresholds', () => {
    expect(fee('baby', 1000)).toBe(80);
    expect(fee('baby', 1001)).toBe(150);
    expect(fee('beautyHealthPersonalCare', 1000)).toBe(80);
    expect(fee('beautyHealthPersonalCare', 1001)).toBe(150);
    expect(fee('grocery', 1500)).toBe(120);
    expect(fee('grocery', 1501)).toBe(225);
  });

  it('applies the Clothing & Accessories bands (5 % under $15, 10 % to $20, 17 % above)', () => {
    expect(fee('clothingAccessories', 1499)).toBe(75);
    expect(fee('clothingAccessories', 1500)).toBe(150);
    expect(fee('clothingAccessories', 2000)).toBe(200);
    expect(fee('clothingAccessories', 2001)).toBe(340);
  });

  it('applies marginal tiers', () => {
    expect(fee('electronicsAccessories', 10000)).toBe(1500);
    expect(fee('electronicsAccessories', 15000)).toBe(1500 + 400);
    expect(fee('compactAppliances', 40000)).toBe(4500 + 800);
    expect(fee('furniture', 20000)).toBe(3000);
    expect(fee('furniture', 30000)).toBe(3000 + 1000);
    expect(fee('jewelry', 30000)).toBe(5000 + 250);
    expect(fee('watches', 200000)).toBe(24000 + 1500);
  });

  it('reports the card, the category and the effective rate', () => {
    const r = referralFee({ category: 'Luggage', priceMinor: 4000 });
    expect(r).toMatchObject({
      feeMinor: 600,
      currency: 'USD',
      category: 'luggage',
      exactCategory: true,
      effectiveBp: 1500,
      card: { id: 'us-referral-2024', effectiveFrom: '2024-01-15' },
    });
  });

  it('has a rate for every fee category', () => {
    for (const id of FEE_CATEGORY_IDS) expect(US_REFERRAL_2024.categories[id], id).toBeDefined();
  });
});

describe('referral fee, Europe and other marketplaces', () => {
  it('adds the UK digital services surcharge (15.3 %, 7.14 %)', () => {
    const home = referralFee({ category: 'homeKitchen', priceMinor: 2000, marketplace: 'UK' });
    expect(home).toMatchObject({ feeMinor: 306, currency: 'GBP', effectiveBp: 1530 });
    expect(fee('consumerElectronics', 10000, 'UK')).toBe(714);
    expect(fee('consumerElectronics', 10000, 'DE')).toBe(700);
    expect(fee('homeKitchen', 2000, 'FR')).toBe(309);
  });

  it('falls back to the default rate for categories the European card lacks, and says so', () => {
    const r = referralFee({ category: 'jewelry', priceMinor: 2000, marketplace: 'DE' });
    expect(r).toMatchObject({ feeMinor: 300, exactCategory: false, card: { confidence: 'medium' } });
  });

  it('estimates amazon.ca with the US schedule and knows no schedule for amazon.co.jp', () => {
    const ca = referralFee({ category: 'Industrial  Scientific', priceMinor: 5000, marketplace: 'CA' });
    expect(ca).toMatchObject({
      feeMinor: 600,
      currency: 'CAD',
      proxyFrom: 'US',
      category: 'industrialScientific',
    });
    expect(referralFee({ category: 'homeKitchen', priceMinor: 5000, marketplace: 'JP' })).toBeNull();
    expect(referralFeeCents('Luggage', 2000)).toBe(300);
    expect(referralFeeCents('Luggage', 2000, 'JP')).toBeNull();
  });

  it('rejects a negative price', () => {
    expect(() => referralFee({ category: 'homeKitchen', priceMinor: -1 })).toThrow(RangeError);
  });
});

describe('catalog category → fee category', () => {
  it('maps names, paths and unknown names', () => {
    expect(feeCategoryForCatalog('Luggage')).toEqual({ category: 'luggage', matchedBy: 'catalog-name' });
    expect(feeCategoryForCatalog('Industrial  Scientific').category).toBe('industrialScientific');
    expect(feeCategoryForCatalog('Motorcycle Accessories  Parts').category).toBe('automotivePowersports');
    expect(feeCategoryForCatalog('Beading & Jewelry Making').category).toBe('artsCrafts');
    expect(feeCategoryForCatalog('Electronics > Headphones & Earbuds').category).toBe('consumerElectronics');
    expect(feeCategoryForCatalog('Garden > Dog Beds')).toEqual({
      category: 'petSupplies',
      matchedBy: 'keyword',
    });
    expect(feeCategoryForCatalog('Widgets')).toEqual({ category: 'everythingElse', matchedBy: 'default' });
    expect(feeCategoryForCatalog(null).matchedBy).toBe('default');
    expect(feeCategoryForCatalog("Women's Watches").category).toBe('watches');
    expect(feeCategoryForCatalog('Home Décor Products').category).toBe('homeKitchen');
  });

  it('covers every category of the bundled sample catalog by name', () => {
    const csv = fs.readFileSync(
      new URL('../../../data/catalog/us-2023-categories.csv', import.meta.url),
      'utf8',
    );
    const names = csv
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.replace(/^\d+,/, '').replace(/^"|"$/g, ''));
    expect(names.length).toBe(248);
    const unmatched = names.filter((n) => feeCategoryForCatalog(n).matchedBy !== 'catalog-name');
    expect(unmatched).toEqual([]);
  });
});
