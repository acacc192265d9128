/**
 * Referral-fee categories: Amazon charges a different referral percentage per category. These are
 * the categories of Amazon's US referral fee schedule that Scout models (amazon-domain-facts.md);
 * the client translates `fees:category.<id>`.
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
  'books',
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
