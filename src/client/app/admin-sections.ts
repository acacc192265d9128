import type { ComponentType } from 'react';
import { jobQueuesAdmin } from '#client/features/admin/mounts.ts';
import { auditLogAdmin } from '#client/features/audit/mounts.ts';
import { catalogImportAdmin } from '#client/features/catalog/mounts.ts';
import { dataSourcesAdmin } from '#client/features/data-sources/mounts.ts';
import { heldObservationsAdmin } from '#client/features/observation-review/mounts.ts';
import { promoCodesAdmin } from '#client/features/promo-codes/mounts.ts';
import { reviewModerationAdmin } from '#client/features/reviews/mounts.ts';
import { setupAdmin } from '#client/features/setup/mounts.ts';

export interface AdminSection {
  /** Its title until it is shown is `admin:sections.<id>` (components/near-screen.tsx). */
  id: string;
  component: ComponentType;
  /** One line rather than a card (the setup link): loaded with the page, not as it comes near the screen. */
  line?: true;
}

/**
 * Sections of the admin console after the statistics (declared in each feature's mounts.ts), in
 * display order.
 */
export const adminSections: AdminSection[] = [
  { id: 'setup', component: setupAdmin, line: true },
  { id: 'promo-codes', component: promoCodesAdmin },
  { id: 'catalog-import', component: catalogImportAdmin },
  { id: 'job-queues', component: jobQueuesAdmin },
  { id: 'data-sources', component: dataSourcesAdmin },
  { id: 'held-observations', component: heldObservationsAdmin },
  { id: 'reviews', component: reviewModerationAdmin },
  { id: 'audit-log', component: auditLogAdmin },
];
