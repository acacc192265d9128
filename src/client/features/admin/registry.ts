import type { ComponentType } from 'react';
import { AdminPromoCodesSection } from '../billing/components/admin-promo-codes-section.tsx';
import { CatalogImportSection } from '../catalog/components/catalog-import-section.tsx';
import { ReviewModeration } from '../reviews/components/review-moderation.tsx';
import { AuditLogSection } from './components/audit-log-section.tsx';
import { JobQueuesSection } from './components/job-queues-section.tsx';

/** Sections of the admin console after the statistics (promo codes, catalog import, jobs, reviews…). */
export const adminSections: ComponentType[] = [
  AdminPromoCodesSection,
  CatalogImportSection,
  JobQueuesSection,
  ReviewModeration,
  AuditLogSection,
];
