import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { MarketplaceCode } from '../marketplaces.ts';
import { feeCategoryForCatalog } from './catalog-category-map.ts';
import { FEE_CATEGORY_IDS } from './fee-categories.ts';
import { US_REFERRAL_2024 } from './referral-cards.ts';
import { hasReferralSchedule, referralFee } from './referral-fee.ts';

const fee = (category: string, cents: number, marketplace: MarketplaceCode = 'US', day = '2026-06-01') =>
  referralFee({ category, priceMinor: cents, marketplace, date: new Date(day) }).feeMinor;

describe('which marketplaces have a referral schedule', () => {
  it('has one for each of the eight marketplaces', () => {
    for (const m of ['US', 'CA', 'UK', 'DE', 'FR', 'IT', 'ES', 'JP'] as const)
      expect(hasReferralSchedule(m)).toBe(true);
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
    expect(fee('grocery', 200)).toBe(16); // grocery has no per-item minimum (reference §1.8)
  });

  it('applies the Clothing & Accessories bands (5 % up to $15, 10 % to $20, 17 % above)', () => {
    expect(fee('clothingAccessories', 1499)).toBe(75);
    expect(fee('clothingAccessories', 1500)).toBe(75);
    expect(fee('clothingAccessories', 1501)).toBe(150);
    expect(fee('clothingAccessories', 2000)).toBe(200);
    expect(fee('clothingAccessories', 2001)).toBe(340);
  });

  it('charges media the $1.80 closing fee and no minimum', () => {
    const book = referralFee({ category: 'Books', priceMinor: 100 });
    expect(book).toMatchObject({
      feeMinor: 15,
      closingFeeMinor: 180,
      minimumApplied: false,
      minimumMinor: null,
    });
    expect(referralFee({ category: 'videoGames', priceMinor: 5000 })).toMatchObject({
      feeMinor: 750,
      closingFeeMinor: 180,
    });
    expect(referralFee({ category: 'homeKitchen', priceMinor: 5000 }).closingFeeMinor).toBe(0);
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
      mode: 'flat',
      confidence: 'high',
    });
    expect(referralFee({ category: 'furniture', priceMinor: 30000 }).mode).toBe('marginal');
    expect(referralFee({ category: 'baby', priceMinor: 3000 }).mode).toBe('wholePrice');
  });

  it('says the rate charged, not the rounded fee over the price ($25.49 × 15 % = $3.82: 15 %, not 14.99 %)', () => {
    const r = referralFee({ category: 'luggage', priceMinor: 2549 });
    expect(r).toMatchObject({ feeMinor: 382, rateBp: 1500, effectiveBp: 1499 });
    // By price band: the band's rate on the whole price (baby 8 % up to $10, 15 % above).
    expect(referralFee({ category: 'baby', priceMinor: 900 }).rateBp).toBe(800);
    expect(referralFee({ category: 'baby', priceMinor: 3000 }).rateBp).toBe(1500);
    // Marginal tiers and a minimum have no single rate.
    expect(referralFee({ category: 'furniture', priceMinor: 30000 }).rateBp).toBeNull();
    expect(referralFee({ category: 'luggage', priceMinor: 100 })).toMatchObject({
      minimumApplied: true,
      rateBp: null,
    });
  });

  it('has a rate for every fee category', () => {
    for (const id of FEE_CATEGORY_IDS) expect(US_REFERRAL_2024.categories[id], id).toBeDefined();
  });
});

describe('referral fee, Europe (reference §3.10) — on the VAT-inclusive price, DSF separate', () => {
  it('UK 2026: flat, marginal ("portion") and whole-price rules, minimum £0.25', () => {
    expect(fee('kitchen', 2000, 'UK')).toBe(300);
    expect(fee('consumerElectronics', 10000, 'UK')).toBe(700);
    expect(fee('toolsHomeImprovement', 10000, 'UK')).toBe(1300);
    expect(fee('automotivePowersports', 10000, 'UK')).toBe(675 + 495); // 15 % of £45 + 9 % of £55
    expect(fee('furniture', 20000, 'UK')).toBe(2625 + 250);
    expect(fee('kitchen', 100, 'UK')).toBe(25);
    expect(referralFee({ category: 'kitchen', priceMinor: 2000, marketplace: 'UK' }).currency).toBe('GBP');
  });

  it("follows Amazon's dated EU cuts: clothing from 2025-12-15, home and grocery from 2026-02-01", () => {
    expect(fee('clothingAccessories', 1500, 'UK', '2025-12-14')).toBe(120); // 8 %
    expect(fee('clothingAccessories', 1500, 'UK', '2025-12-15')).toBe(75); // 5 %
    expect(fee('clothingAccessories', 2000, 'FR', '2026-03-01')).toBe(200); // 10 %
    expect(fee('clothingAccessories', 6000, 'UK')).toBe(600 + 140); // 15 % to £40, 7 % above
    expect(fee('homeKitchen', 2000, 'DE', '2026-01-31')).toBe(300);
    expect(fee('homeKitchen', 2000, 'DE', '2026-02-01')).toBe(160); // Home Products 8 % ≤ €20
    expect(fee('homeKitchen', 2001, 'DE', '2026-02-01')).toBe(300);
    expect(fee('grocery', 1000, 'ES', '2026-02-01')).toBe(50);
  });

  it("marks the DE/FR/IT/ES tables low confidence, Amazon's announced rows medium", () => {
    expect(referralFee({ category: 'jewelry', priceMinor: 2000, marketplace: 'DE' })).toMatchObject({
      feeMinor: 400,
      confidence: 'low',
      minimumMinor: 30,
    });
    expect(referralFee({ category: 'homeKitchen', priceMinor: 2000, marketplace: 'IT' }).confidence).toBe(
      'medium',
    );
    expect(referralFee({ category: 'artsCrafts', priceMinor: 2000, marketplace: 'UK' })).toMatchObject({
      exactCategory: false,
      feeMinor: 300,
    });
  });

  it('no longer folds the digital services tax into the rate (a separate fee since 2024-10-01)', () => {
    expect(fee('homeKitchen', 2000, 'FR', '2025-06-01')).toBe(300);
    expect(fee('consumerElectronics', 10000, 'UK', '2025-06-01')).toBe(700);
  });
});

describe('referral fee, Canada and Japan', () => {
  it('estimates amazon.ca with the US schedule in CAD (low confidence)', () => {
    const ca = referralFee({ category: 'Industrial  Scientific', priceMinor: 5000, marketplace: 'CA' });
    expect(ca).toMatchObject({
      feeMinor: 600,
      currency: 'CAD',
      proxyFrom: 'US',
      category: 'industrialScientific',
      confidence: 'low',
    });
  });

  it('amazon.co.jp: ¥30 minimum, media ¥140 closing fee, +0.4 point above ¥750 from 2026-04-01', () => {
    expect(fee('sportsOutdoors', 2000, 'JP', '2026-03-01')).toBe(200);
    expect(fee('sportsOutdoors', 2000, 'JP', '2026-04-01')).toBe(208);
    expect(fee('sportsOutdoors', 750, 'JP', '2026-04-01')).toBe(75);
    expect(fee('sportsOutdoors', 100, 'JP', '2026-04-01')).toBe(30);
    expect(fee('beautyHealthPersonalCare', 1500, 'JP', '2026-03-01')).toBe(120);
    expect(fee('beautyHealthPersonalCare', 1501, 'JP', '2026-03-01')).toBe(150);
    const book = referralFee({
      category: 'books',
      priceMinor: 500,
      marketplace: 'JP',
      date: new Date('2026-06-01'),
    });
    expect(book).toMatchObject({ feeMinor: 77, closingFeeMinor: 140, currency: 'JPY', confidence: 'low' });
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
    expect(feeCategoryForCatalog('Kitchen & Dining').category).toBe('kitchen');
  });

  it('knows the departments of the other stores (Keepa and SP-API name them in the store’s language)', () => {
    const of = (name: string) => feeCategoryForCatalog(name);
    expect(of('Cuisine et Maison')).toEqual({ category: 'homeKitchen', matchedBy: 'catalog-name' });
    expect(of('Küche, Haushalt & Wohnen').category).toBe('homeKitchen');
    expect(of('Giochi e giocattoli').category).toBe('toysGames');
    expect(of('Deportes y aire libre').category).toBe('sportsOutdoors');
    expect(of('Jeux et Jouets > Puzzles').category).toBe('toysGames');
    expect(of('Animalerie > Chats > Litières').category).toBe('petSupplies');
    expect(of('Garden').category).toBe('lawnGarden');
    expect(of('ホーム&キッチン')).toEqual({ category: 'homeKitchen', matchedBy: 'catalog-name' });
    expect(of('おもちゃ').category).toBe('toysGames');
    // On amazon.fr a 15 % category is charged as such, not as "everything else".
    const r = referralFee({
      marketplace: 'FR',
      category: 'Cuisine et Maison',
      priceMinor: 2400,
      date: new Date('2026-06-01'),
    });
    expect(r).toMatchObject({ category: 'homeKitchen', exactCategory: true });
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
