import type { ComponentType } from 'react';
import { ReviewModeration } from '../reviews/components/review-moderation.tsx';

/** Sections of the admin console after the statistics (promo codes, catalog import, reviews…). */
export const adminSections: ComponentType[] = [ReviewModeration];
