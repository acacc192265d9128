import type { ComponentType } from 'react';
import { publicReviewsLanding } from '#client/features/reviews/mounts.ts';

/** Extra landing-page sections (declared in each feature's mounts.ts), e.g. the public review list. */
export const landingSections: ComponentType[] = [publicReviewsLanding];
