/**
 * Referral schedules outside the US (reference §2, §3.10, §4.2).
 * - UK: the 2026 table of [C-UK26-TS] ([code], medium), dated by Amazon's announced cuts:
 *   2024-10-01 (the digital services tax leaves the rates, §5.3), 2025-12-15 (clothing), 2026-02-01
 *   (home products, grocery). "Portion" rules are marginal; the ≤ £10/£15/£20 rules whole-price.
 * - DE, FR, IT, ES: their own tables are unconfirmed; the UK structure is used in euros (low
 *   confidence), with Amazon's EU-wide cuts (same thresholds in euros, medium).
 * - CA: unconfirmed; the amazon.com schedule read in CAD (low confidence, `proxyFrom: 'US'`).
 * - JP: Amazon JP's pricing page; from 2026-04-01 every rate +0.4 point above ¥750 (3P only, low).
 */
import type { MarketplaceCode } from '../marketplaces.ts';
import type { FeeCategoryId } from './fee-categories.ts';
import type { Confidence } from './rate-card.ts';
import {
  type CategoryRule,
  flat,
  marginal,
  type ReferralCard,
  US_REFERRAL_2024,
  wholePrice,
} from './referral-cards.ts';

type Stage = '2024-10' | '2025-12' | '2026-02';
const STAGE_FROM: Record<Stage, string> = {
  '2024-10': '2024-10-01',
  '2025-12': '2025-12-15',
  '2026-02': '2026-02-01',
};

/** The categories Amazon's 2025-12-15 and 2026-02-01 announcements set, in every EU store ([A-EU26-FORUM]). */
function announcedRows(stage: Stage, confidence: Confidence): Partial<Record<FeeCategoryId, CategoryRule>> {
  const above20 = {
    maxMinor: null,
    inclusive: true,
    bp: 1500,
    tiers: [
      { upToMinor: 4000, bp: 1500 },
      { upToMinor: null, bp: 700 },
    ],
  };
  const clothing: CategoryRule = {
    rule: {
      kind: 'byPrice',
      bands:
        stage === '2024-10'
          ? [{ maxMinor: 1500, inclusive: true, bp: 800 }, above20]
          : [
              { maxMinor: 1500, inclusive: true, bp: 500 },
              { maxMinor: 2000, inclusive: true, bp: 1000 },
              above20,
            ],
    },
    confidence,
  };
  const cut2026 = stage === '2026-02';
  return {
    clothingAccessories: clothing,
    homeKitchen: cut2026
      ? wholePrice(
          [
            [20, 8],
            [null, 15],
          ],
          100,
          { confidence },
        )
      : flat(15),
    grocery: wholePrice(
      [
        [10, cut2026 ? 5 : 8],
        [null, 15],
      ],
      100,
      { confidence },
    ),
  };
}

/** The UK 2026 table (reference §3.10) for the categories Amazon's announcements do not set. */
function ukTableRows(): Partial<Record<FeeCategoryId, CategoryRule>> & { everythingElse: CategoryRule } {
  const pounds = 100;
  return {
    amazonDeviceAccessories: flat(45),
    automotivePowersports: marginal(
      [
        [45, 15],
        [null, 9],
      ],
      pounds,
    ),
    baby: wholePrice(
      [
        [10, 8],
        [null, 15],
      ],
      pounds,
    ),
    beautyHealthPersonalCare: wholePrice(
      [
        [10, 8],
        [null, 15],
      ],
      pounds,
    ),
    luggage: flat(15),
    books: flat(15),
    industrialScientific: flat(15),
    compactAppliances: flat(15),
    shoesHandbags: flat(15),
    kitchen: flat(15),
    lawnGarden: flat(15),
    musicVideoDvd: flat(15),
    officeProducts: flat(15),
    petSupplies: flat(15),
    software: flat(15),
    sportsOutdoors: flat(15),
    toysGames: flat(15),
    videoGames: flat(15),
    musicalInstruments: flat(12),
    computers: flat(7),
    consumerElectronics: flat(7),
    cameraPhoto: flat(7),
    fullSizeAppliances: flat(7),
    videoGameConsoles: flat(8),
    electronicsAccessories: marginal(
      [
        [100, 15],
        [null, 8],
      ],
      pounds,
    ),
    furniture: marginal(
      [
        [175, 15],
        [null, 10],
      ],
      pounds,
    ),
    jewelry: marginal(
      [
        [225, 20],
        [null, 5],
      ],
      pounds,
    ),
    toolsHomeImprovement: flat(13),
    watches: marginal(
      [
        [225, 15],
        [null, 5],
      ],
      pounds,
    ),
    everythingElse: flat(15),
  };
}

function europeanCards(marketplace: MarketplaceCode): ReferralCard[] {
  const uk = marketplace === 'UK';
  return (Object.keys(STAGE_FROM) as Stage[]).map((stage) => ({
    id: `${marketplace.toLowerCase()}-referral-${stage}`,
    effectiveFrom: STAGE_FROM[stage],
    source: uk
      ? "[C-UK26-TS] (UK 2026 table), dated by Amazon's announcements [A-EU26-FORUM], [A-DSF-UK-FORUM]; minimum £0.25 [A-UK-FEESCHED-2020] (reference §3.10)"
      : `${marketplace} table unconfirmed: the UK structure in euros (reference §3.10), with Amazon's EU-wide cuts [A-EU26-FORUM]; minimum €0.30 ${marketplace === 'DE' ? '[3P-PHM]' : '(DE figure; unconfirmed here)'}`,
    confidence: uk ? 'medium' : 'low',
    marketplace,
    currency: uk ? 'GBP' : 'EUR',
    minimumMinor: uk ? 25 : 30,
    categories: { ...ukTableRows(), ...announcedRows(stage, 'medium') },
  }));
}

export const EU_REFERRAL_CARDS: readonly ReferralCard[] = (['UK', 'DE', 'FR', 'IT', 'ES'] as const).flatMap(
  europeanCards,
);

/** amazon.ca: no schedule in the reference; amazon.com's rates and thresholds read in CAD. */
export const CA_REFERRAL_PROXY: ReferralCard = {
  ...US_REFERRAL_2024,
  id: 'ca-referral-proxy-us',
  source:
    "amazon.ca's referral schedule is unconfirmed (reference §2): amazon.com's rates, minimums and closing fee read in CAD",
  confidence: 'low',
  marketplace: 'CA',
  currency: 'CAD',
  proxyFrom: 'US',
};

const JP_MEDIA: readonly FeeCategoryId[] = [
  'books',
  'musicVideoDvd',
  'software',
  'videoGames',
  'amazonDeviceAccessories',
];

/** amazon.co.jp pricing page [A-JP-PRICING], 2024-03 apparel tiers [3P-56OK-JP2024], 2025-04-15 changes [A-JP-2025-REF-FORUM]. */
const jpRows = (): ReferralCard['categories'] => {
  const yen = 1;
  const noMin = { minimumMinor: null };
  return {
    books: flat(15, { ...noMin, closingFeeMinor: 140 }),
    software: flat(15, { ...noMin, closingFeeMinor: 140 }),
    musicVideoDvd: flat(15, noMin),
    consumerElectronics: flat(8),
    cameraPhoto: flat(8),
    computers: flat(8),
    cellPhones: flat(8),
    electronicsAccessories: flat(10),
    amazonDeviceAccessories: flat(45),
    musicalInstruments: flat(8),
    beautyHealthPersonalCare: wholePrice(
      [
        [1500, 8],
        [null, 10],
      ],
      yen,
    ),
    sportsOutdoors: flat(10),
    automotivePowersports: flat(10),
    toysGames: flat(10),
    videoGames: flat(15, noMin),
    videoGameConsoles: flat(8, { ...noMin, confidence: 'medium' }), // [A-JP-SPECIAL]
    lawnGarden: wholePrice(
      [
        [750, 5],
        [null, 15],
      ],
      yen,
    ),
    // Whole-price or marginal is unconfirmed (reference §4.2): whole price, as Amazon's US apparel rule.
    clothingAccessories: wholePrice(
      [
        [3000, 12],
        [null, 8],
      ],
      yen,
      { confidence: 'low' },
    ),
    shoesHandbags: wholePrice(
      [
        [7500, 12],
        [null, 6],
      ],
      yen,
      { confidence: 'low' },
    ),
    jewelry: wholePrice(
      [
        [10_000, 10],
        [null, 6],
      ],
      yen,
      { confidence: 'low' },
    ),
    // The reference gives no "everything else" rate for Japan: 15 %, low confidence.
    everythingElse: flat(15, { confidence: 'low' }),
  };
};

const JP_SOURCE =
  'Amazon JP pricing page [A-JP-PRICING], [A-JP-SPECIAL], 2025-04-15 changes [A-JP-2025-REF-FORUM], apparel tiers [3P-56OK-JP2024] (reference §4.2); minimum ¥30';
export const JP_REFERRAL_CARDS: readonly ReferralCard[] = [
  {
    id: 'jp-referral-2025-04',
    effectiveFrom: '2025-04-15',
    source: JP_SOURCE,
    confidence: 'medium',
    marketplace: 'JP',
    currency: 'JPY',
    minimumMinor: 30,
    categories: jpRows(),
  },
  {
    id: 'jp-referral-2026-04',
    effectiveFrom: '2026-04-01',
    source: `${JP_SOURCE}; +0.4 point above ¥750 (media at every price) from 2026-04-01 per [3P-RAKUTTO], unconfirmed by Amazon`,
    confidence: 'low',
    marketplace: 'JP',
    currency: 'JPY',
    minimumMinor: 30,
    categories: jpRows(),
    rateUplift: { bp: 40, aboveMinor: 750, everyPrice: JP_MEDIA },
  },
];
