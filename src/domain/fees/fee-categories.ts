/**
 * Referral-fee categories: Amazon charges a different referral percentage per category. These are
 * the categories of Amazon's referral schedules that Scout models (reference §1.8, §3.10, §4.2);
 * the client translates `toolkit:feeCategory.<id>`. `homeKitchen` is home products other than
 * kitchen (Europe's "Home Products" since 2026-02-01); `kitchen` is kitchen and dining.
 */
export const FEE_CATEGORY_IDS = [
  'amazonDeviceAccessories',
  'automotivePowersports',
  'industrialScientific',
  'baby',
  'beautyHealthPersonalCare',
  'grocery',
  'cameraPhoto',
  'cellPhones',
  'computers',
  'consumerElectronics',
  'fullSizeAppliances',
  'videoGameConsoles',
  'electronicsAccessories',
  'compactAppliances',
  'furniture',
  'jewelry',
  'watches',
  'clothingAccessories',
  'shoesHandbags',
  'homeKitchen',
  'kitchen',
  'lawnGarden',
  'books',
  'musicVideoDvd',
  'software',
  'musicalInstruments',
  'luggage',
  'sportsOutdoors',
  'toysGames',
  'petSupplies',
  'toolsHomeImprovement',
  'officeProducts',
  'videoGames',
  'artsCrafts',
  'everythingElse',
] as const;
export type FeeCategoryId = (typeof FEE_CATEGORY_IDS)[number];

/** The category used when nothing more specific is known ("everything else": 15 % in the US). */
export const DEFAULT_FEE_CATEGORY: FeeCategoryId = 'everythingElse';

export const isFeeCategoryId = (v: unknown): v is FeeCategoryId =>
  typeof v === 'string' && (FEE_CATEGORY_IDS as readonly string[]).includes(v);

/** Media categories: no per-item minimum in the US, a closing fee per unit (reference §1.8). */
export const MEDIA_FEE_CATEGORIES: readonly FeeCategoryId[] = [
  'books',
  'musicVideoDvd',
  'software',
  'videoGames',
  'videoGameConsoles',
];
