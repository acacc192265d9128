import type { ComponentType } from 'react';
import { catalogImportAdmin } from '../catalog/mounts.ts';
import { promoCodesAdmin } from '../promo-codes/mounts.ts';
import { reviewModerationAdmin } from '../reviews/mounts.ts';
import { auditLogAdmin } from './mounts.ts';

/**
 * Sections of the admin console after the statistics (declared in each feature's mounts.ts), in
 * display order.
 */
export const adminSections: ComponentType[] = [
  promoCodesAdmin,
  catalogImportAdmin,
  reviewModerationAdmin,
  auditLogAdmin,
];
