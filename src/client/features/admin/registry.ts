import type { ComponentType } from 'react';
import { auditLogAdmin } from '../audit/mounts.ts';
import { catalogImportAdmin } from '../catalog/mounts.ts';
import { dataSourcesAdmin } from '../data-sources/mounts.ts';
import { promoCodesAdmin } from '../promo-codes/mounts.ts';
import { reviewModerationAdmin } from '../reviews/mounts.ts';
import { setupAdmin } from '../setup/mounts.ts';
import { jobQueuesAdmin } from './mounts.ts';

/**
 * Sections of the admin console after the statistics (declared in each feature's mounts.ts), in
 * display order.
 */
export const adminSections: ComponentType[] = [
  setupAdmin,
  promoCodesAdmin,
  catalogImportAdmin,
  jobQueuesAdmin,
  dataSourcesAdmin,
  reviewModerationAdmin,
  auditLogAdmin,
];
